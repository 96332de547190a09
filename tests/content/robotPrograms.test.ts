// Checks of `npm run test:robot`'s inputs that need no ROS: the message generation reads every
// interface of src/data/ros/interfaces.json, the docs' programs are found and classified, and every entry of
// tools/robot/expectations.yaml still names a page and a code block that exist (a renamed block or
// page must not silently drop its checks). The programs themselves run in `npm run test:robot`.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT} from './lib/docs';

type Program = {version: string; key: string; file: string; title: string; lang: string; kind: string; line: number};

// A non-literal specifier keeps TypeScript from type-checking the plain .mjs tools.
const load = (rel: string): Promise<any> => import(path.join(ROOT, rel)); // eslint-disable-line @typescript-eslint/no-explicit-any

describe('robot programs (npm run test:robot)', () => {
  it('generates a message or service definition for every QTrobot interface', async () => {
    const gen = await load('tools/robot/gen-msgs.mjs');
    const pkgs = gen.collect(await gen.loadInterfaces());
    expect(Object.keys(pkgs)).toEqual(
      expect.arrayContaining([
        'qt_robot_interface',
        'qt_gesture_controller',
        'qt_motors_controller',
        'qt_nuitrack_app',
        'qt_respeaker_app',
        'qt_vosk_app',
        'qt_riva_asr_app',
      ]),
    );
    expect(pkgs.qt_robot_interface.srv.speech_say).toEqual({req: ['string message'], res: ['bool status']});
    expect(pkgs.qt_motors_controller.srv.set_control_mode.req).toEqual(expect.arrayContaining(['uint8 M_ON=0', 'string[] parts', 'uint8 mode']));
    expect(pkgs.qt_nuitrack_app.msg.Faces).toEqual(['FaceInfo[] faces']);
    expect(pkgs.qt_nuitrack_app.msg.FaceInfo).toContain('float64[] rectangle');
  });

  it('writes the structured fields of the table as .msg lines, messages of the same package by their short name', async () => {
    const gen = await load('tools/robot/gen-msgs.mjs');
    expect(gen.declaration({name: 'mode', type: 'uint8', meaning: 'M_ON=0, M_OFF=1'}, 'qt_motors_controller')).toBe('uint8 mode');
    expect(gen.declaration({name: 'faces', type: 'qt_nuitrack_app/FaceInfo[]'}, 'qt_nuitrack_app')).toBe('FaceInfo[] faces');
    expect(gen.declaration({name: 'trajectory', type: 'trajectory_msgs/JointTrajectory'}, 'control_msgs')).toBe('trajectory_msgs/JointTrajectory trajectory');
    const topic = {name: '/qt_x/image', kind: 'topic', type: 'qt_x/Image', content: 'an image'};
    expect(() => gen.collect({interfaces: [topic], messages: {}})).toThrow(/no field list/);
  });

  it('finds the complete Python, C++ and JavaScript programs of the V2 docs', async () => {
    const {findPrograms} = await load('tools/robot/programs.mjs');
    const programs: Program[] = findPrograms();
    const v2 = programs.filter((p) => p.version === 'V2');
    expect(v2.filter((p) => p.lang === 'python' && p.kind === 'program').length).toBeGreaterThan(40);
    expect(v2.some((p) => p.lang === 'cpp' && p.kind === 'program')).toBe(true);
    expect(v2.some((p) => p.kind === 'js')).toBe(true);
  });

  it('classifies a block: main guard = program, "snippet" in the fence meta = partial', async () => {
    const {classifyPython, spinsForever} = await load('tools/robot/programs.mjs');
    const program = "import rospy\nif __name__ == '__main__':\n    rospy.init_node('x')\n";
    expect(classifyPython({meta: 'title="a.py"', code: program})).toBe('program');
    expect(classifyPython({meta: 'title="a.py" snippet', code: program})).toBe('partial');
    expect(classifyPython({meta: 'title="a.py"', code: 'import rospy\nrospy.spin()\n'})).toBe('partial');
    expect(spinsForever('rospy.spin()', 'python')).toBe(true);
    expect(spinsForever('ros::spin();', 'cpp')).toBe(true);
  });

  it('groups an HTML page with the scripts it loads, "(continued)" blocks appended', async () => {
    const {unitsOf} = await load('tools/robot/js-runner.mjs');
    const units = unitsOf([
      {lang: 'html', title: 'x/index.html', code: '<html><body><script src="roslib.min.js"></script><script src="app.js"></script></body></html>'},
      {lang: 'javascript', title: 'x/app.js', code: 'a();'},
      {lang: 'javascript', title: 'x/app.js (continued)', code: 'b();'},
      {lang: 'javascript', title: 'alone.js', code: 'c();'},
    ]);
    expect(units).toHaveLength(2);
    expect(units[0].files['app.js']).toBe('a();\nb();');
    expect(units[1].files['alone.js']).toBe('c();');
  });

  it('judges output: tracebacks and ROS error logs fail a program', async () => {
    const {errorLines} = await load('tools/robot/judge.mjs');
    expect(errorLines('[INFO] [1.0]: fine\nall good')).toEqual([]);
    expect(errorLines('Traceback (most recent call last):\n  x\nAttributeError: no')).toHaveLength(2);
    expect(errorLines('\u001b[31m[ERROR] [1.0]: Nobody subscribes\u001b[0m')).toHaveLength(1);
  });

  it('every expectation names a page and a code block that exist', async () => {
    const {findPrograms, loadExpectations} = await load('tools/robot/programs.mjs');
    const programs: Program[] = findPrograms();
    const titles = new Set(programs.map((p) => `${p.key} :: ${p.title}`));
    const stale: string[] = [];
    for (const [page, blocks] of Object.entries(loadExpectations() as Record<string, Record<string, unknown>>)) {
      for (const title of Object.keys(blocks)) if (!titles.has(`${page} :: ${title}`)) stale.push(`${page} :: ${title}`);
    }
    expect(stale, 'tools/robot/expectations.yaml names blocks that no longer exist').toEqual([]);
  });
});
