import {describe, expect, it} from 'vitest';
import {codeBlocks, loadDocs} from './lib/docs';

/**
 * Facts the V2 code tutorials must keep right, from LuxAI's V2 docs (2023-12) and luxai-qtrobot/software
 * (2025-09). V1 addresses and developer sessions on every V2 page are checked by corrections.test.ts.
 */
const docs = loadDocs();
const v2 = (id: string) => {
  const doc = docs.find((d) => d.version === 'V2' && d.id === id);
  if (!doc) throw new Error(`V2 page ${id} not found`);
  return doc;
};

describe('V2 code tutorials stay true to the V2 robot', () => {
  it('do not call documented facts undocumented (speech config file, ReSpeaker boot start)', () => {
    const speech = v2('tutorials/python/python_ros_speech').body;
    expect(speech).toContain('/opt/ros/noetic/share/qt_robot_interface/config/qtrobot-interface.yaml');
    expect(speech).not.toMatch(/no documented range|does not document whether V2/i);
    const respeaker = v2('tutorials/python/python_ros_respeaker').body;
    expect(respeaker).toContain('run_script "start_qt_respeaker_app.sh"');
    expect(respeaker).not.toMatch(/starts at boot on your robot is not documented/i);
  });

  it('Riva programs do not rely on the per-call language or on an unmatched answer returning', () => {
    // qt_riva_asr_app ignores the request language and, with options, only returns on a match.
    const page = v2('tutorials/python/python_ros_riva');
    expect(page.body).not.toContain('_language:=');
    const calls = codeBlocks(page)
      .filter((b) => b.lang === 'python')
      .flatMap((b) => b.code.split('\n').filter((line) => /\brecognize\(/.test(line) && !/def /.test(line)));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call).toMatch(/language=''/);
      expect(call).toMatch(/options=\[\]/);
    }
  });
});
