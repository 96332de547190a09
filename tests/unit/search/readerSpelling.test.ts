import {describe, expect, it} from 'vitest';
import {createEngine, joinAdjacent} from '@site/src/features/search/engine/engine';
import {compounds, synonymsOf, SYNONYMS} from '@site/src/features/search/engine/synonyms';
import {normalise, parseQuery} from '@site/src/features/search/engine/text';
import {record} from './fixtures';

const SITE = 'https://docs.luxai.com';

/** A page: its title record (type lvl1, content = description) and one section with a heading and text. */
function page(path: string, title: string, description: string, heading: string, text: string) {
  const hierarchy = {lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  return [
    record({url: `${SITE}${path}`, objectID: `${path}-0`, type: 'lvl1', hierarchy, content: description}),
    record({url: `${SITE}${path}#s`, objectID: `${path}-1`, type: 'lvl2', hierarchy: {...hierarchy, lvl2: heading}, content: null}),
    record({url: `${SITE}${path}#s`, objectID: `${path}-2`, type: 'content', hierarchy: {...hierarchy, lvl2: heading}, content: text}),
  ];
}

const records = [
  ...page(
    '/docs/modules/processor',
    'Processors and networking',
    'The two computers and how they join your network.',
    'Networking',
    'The QTRP opens a Wi-Fi hotspot for your laptop; join the robot to your Wi-Fi network from its settings.',
  ),
  ...page(
    '/docs/tutorials/AI/qt_online_ai_assistant',
    'Run the online AI assistant',
    'Cloud language models from Groq or OpenAI.',
    'Keys',
    'Paste your OpenAI key for the GPT models.',
  ),
  ...page(
    '/docs/tutorials/python/python_ros_speech',
    'Make QTrobot speak from Python',
    "Use QTrobot's text-to-speech from rospy.",
    'Say a sentence',
    'Publish a sentence to the say topic.',
  ),
  ...page(
    '/docs/blocks_api',
    'Blocks reference',
    'Every block by category.',
    'Speech',
    'The speech blocks say text aloud. Speech speed and speech pitch are inputs of the speech block.',
  ),
  ...page(
    '/docs/tutorials/python/python_ros_moveit',
    'Plan arm motions with MoveIt',
    'Motion planning for the arms.',
    'Run a plan',
    'MoveIt plans a path; the plan runs on the arm.',
  ),
];
const engine = createEngine(records);
const pages = (query: string) => [...new Set(engine.search(query).map((h) => h.section.records[0].url_without_anchor.replace(SITE, '')))];

describe('how readers spell what the pages say', () => {
  it('joins hyphenated words for the index ("Wi-Fi" is also "wifi")', () => {
    expect(compounds('A Wi-Fi hotspot and text-to-speech', normalise)).toEqual(['wifi', 'texttospeech']);
    expect(compounds('no hyphen here', normalise)).toEqual([]);
  });

  it('finds "Wi-Fi" for wifi, Wi-Fi, WIFI, wi fi and wlan', () => {
    for (const query of ['wifi', 'Wi-Fi', 'WIFI', 'wi fi', 'wlan']) expect(pages(query)[0], query).toBe('/docs/modules/processor');
  });

  it('merges adjacent query words whose join is indexed, longest run first', () => {
    const indexed = new Set(['wifi', 'speechtotext', 'moveit']);
    const join = (q: string) => joinAdjacent(parseQuery(q), (w) => indexed.has(w.word))?.map((w) => w.word);
    expect(join('wi fi')).toEqual(['wifi']);
    expect(join('speech to text')).toEqual(['speechtotext']);
    expect(join('move it arm')).toEqual(['moveit', 'arm']);
    expect(join('move the arm')).toBeUndefined();
    expect(pages('move it')[0]).toBe('/docs/tutorials/python/python_ros_moveit');
  });

  it('searches common names as the pages words: chatgpt finds the OpenAI GPT assistant', () => {
    expect(synonymsOf('chatgpt')).toContain('openai');
    expect(synonymsOf('constructor')).toEqual([]);
    expect(pages('chatgpt')[0]).toBe('/docs/tutorials/AI/qt_online_ai_assistant');
    expect(pages('gpt')[0]).toBe('/docs/tutorials/AI/qt_online_ai_assistant');
    // "robot" is also the pages' "QTrobot".
    expect(pages('robot')).toEqual(expect.arrayContaining(['/docs/modules/processor', '/docs/tutorials/python/python_ros_speech']));
  });

  it('keeps the synonym table lower case, as the tokenizer leaves query words', () => {
    for (const [word, alternatives] of Object.entries(SYNONYMS)) {
      for (const w of [word, ...alternatives]) expect(w, word).toBe(normalise(w));
    }
  });

  it('ranks the page about a topic above a section that only mentions it many times', () => {
    expect(pages('speech')[0]).toBe('/docs/tutorials/python/python_ros_speech');
  });

  it('counts a typo variant less when the word itself is indexed ("wlan" is not "plan")', () => {
    const ranked = engine.search('wlan').map((h) => h.section.records[0].url_without_anchor.replace(SITE, ''));
    expect(ranked[0]).toBe('/docs/modules/processor');
    expect(ranked.indexOf('/docs/tutorials/python/python_ros_moveit')).toBeGreaterThan(0);
  });
});

describe('no-results suggestions', () => {
  it('respells a failed query as the pages spell it, then offers its words alone and common topics, at most three, each finding something', () => {
    const suggestions = engine.suggest('moovitt plannning');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions[0]).toMatch(/moveit/);
    for (const s of suggestions) expect(engine.search(s).length, s).toBeGreaterThan(0);
  });

  it('offers common topics for a query with nothing near it', () => {
    const suggestions = engine.suggest('zzqxjv');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    for (const s of suggestions) expect(engine.search(s).length, s).toBeGreaterThan(0);
  });
});
