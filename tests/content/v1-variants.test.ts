/**
 * Keeps the V1 corrections checked against LuxAI's sources from coming back. "QTrobot V1" covers two QTRP set-ups: the first one
 * (Ubuntu 16.04, ROS Kinetic, Python 2) and the one LuxAI later updated (Raspberry Pi OS Buster, ROS Noetic,
 * Python 3), which runs other speech and microphone software. The facts and their sources:
 *
 * - LuxAI's V1 microphone page (gh-pages build, docs/v1/modules/microphone): qt_vosk_app runs by default on the
 *   QTRP, models in ~/robot/vosk/models; qt_respeaker_app is pre-installed (channel0-5, is_speaking,
 *   sound_direction, started with run_script); 270 is the front of the robot for the direction.
 * - LuxAI's V1 processor page: the ROS master is 192.168.4.1 or 192.168.100.1 depending on the robot's version.
 * - qt_nuitrack_app history (luxai-qtrobot/software): the V1-era node always publishes faces and stamps the
 *   colour image camera_color_frame_; the frame was renamed in August 2022, enable_face arrived in May 2024.
 * - wait_for_ros_topic is only called by a 2024 autostart script; tuning.py ships in LuxAI's tutorials and
 *   (2021) software repositories; no V1 source says `developer` cannot write qtrobot's folders.
 * - LuxAI's V1 motors page gives HeadYaw -90..90.
 *
 * CORRECTIONS_ROOT=/path/to/another/checkout runs the checks on another revision of the content.
 */
import {describe, expect, it} from 'vitest';
import {forGeneration, rosInterfaces} from '@site/src/data/rosInterfaces';
import {loadDocs, ROOT, type DocFile} from './lib/docs';
import {segments} from './lib/segments';

const root = process.env.CORRECTIONS_ROOT ?? ROOT;
const docs = loadDocs(root);
const v1 = docs.filter((d) => d.version === 'V1');
const page = (id: string): DocFile => {
  const doc = v1.find((d) => d.id === id);
  if (!doc) throw new Error(`V1 page ${id} not found`);
  return doc;
};

/** Paragraphs, list items and code blocks of the V1 pages that match a pattern, as file:line. */
function where(pattern: RegExp, pages: DocFile[] = v1, unless?: RegExp): string[] {
  return pages.flatMap((d) =>
    segments(d.source)
      .filter((s) => pattern.test(s.text) && !(unless && unless.test(s.text)))
      .map((s) => `${d.file}:${s.line}: ${s.text.trim().slice(0, 140)}`),
  );
}

describe('the V1 interface rows describe both QTRP set-ups', () => {
  const row = (name: string, type?: string) => {
    const found = rosInterfaces.find((i) => i.name === name && (!type || i.type === type));
    if (!found) throw new Error(`${name} missing from src/data/rosInterfaces.ts`);
    return found;
  };

  it('qt_respeaker_app topics exist on the updated V1 QTRP', () => {
    for (const name of ['channel0', 'channel1', 'channel5', 'is_speaking', 'sound_direction']) {
      const item = row(`/qt_respeaker_app/${name}`);
      expect(item.generations, name).toContain('V1');
      expect(item.v1Variants, name).toEqual(['updated']);
    }
    expect(forGeneration(row('/qt_respeaker_app/sound_direction'), 'V1').notes).toMatch(/270/);
  });

  it('qt_vosk_app is a V1 recogniser too, with its 2021 timeout', () => {
    const vosk = row('/qt_robot/speech/recognize', 'qt_vosk_app/speech_recognize');
    expect(vosk.generations).toContain('V1');
    const text = forGeneration(vosk, 'V1');
    expect(text.purpose).toMatch(/running by default/);
    expect(text.purpose).toMatch(/~\/robot\/vosk\/models/);
    expect(text.purpose).toMatch(/20 s/);
  });

  it('faces and the colour image read as the V1-era node behaves', () => {
    const faces = forGeneration(row('/qt_nuitrack_app/faces'), 'V1');
    expect(faces.purpose).not.toMatch(/only when enable_face/);
    expect(faces.notes).toMatch(/2024/);
    expect(forGeneration(row('/camera/color/image_raw'), 'V1').content).toMatch(/camera_color_frame_/);
    // V2 keeps its own text.
    expect(forGeneration(row('/qt_nuitrack_app/faces'), 'V2').purpose).toMatch(/enable_face/);
  });
});

describe(`V1 pages carry the corrections checked against LuxAI's sources (${root === ROOT ? 'this checkout' : root})`, () => {
  it('never say a V1 robot has no qt_respeaker_app', () => {
    expect(where(/V1 has \**no\s+`?qt_respeaker_app|qt_respeaker_app`? of newer robots|no LuxAI (microphone )?ROS node/)).toEqual([]);
  });

  it('name qt_vosk_app wherever V1 speech recognition is listed', () => {
    for (const id of ['modules/microphone', 'api_ros', 'tutorials/python/python_ros_vosk']) {
      expect(page(id).body, id).toMatch(/qt_vosk_app/);
    }
    expect(page('modules/microphone').body).toMatch(/~\/robot\/vosk\/models/);
  });

  it('give both ROS master addresses where the master is named', () => {
    for (const id of ['intro_code', 'modules/processor', 'api_ros']) {
      expect(page(id).body, id).toMatch(/192\.168\.4\.1/);
      expect(page(id).body, id).toMatch(/192\.168\.100\.1/);
    }
  });

  it('teach on intro_code how to tell the two QTRPs apart', () => {
    const intro = page('intro_code').body;
    expect(intro).toMatch(/\{#which-qtrp\}/);
    for (const word of ['lsb_release -c', 'rosversion -d', 'xenial', 'buster', 'kinetic', 'noetic', 'ROBOT_IP']) {
      expect(intro, word).toContain(word);
    }
  });

  it('do not gate V1 faces on enable_face without saying it came in 2024', () => {
    expect(where(/enable_face/, v1, /2024|V1-era/)).toEqual([]);
  });

  it('give the V1-era colour frame id', () => {
    expect(page('modules/camera').body).toMatch(/camera_color_frame_/);
  });

  it('do not list wait_for_ros_topic as a V1 helper', () => {
    expect(where(/wait_for_ros_topic/, v1, /[Nn]ewer|2024|may be missing/)).toEqual([]);
  });

  it('do not call tuning.py foreign to the QTrobot software', () => {
    expect(where(/not part of the QTrobot software/)).toEqual([]);
  });

  it('do not call the Noetic paths V2-only', () => {
    expect(where(/V2's (ROS )?Noetic/)).toEqual([]);
  });

  it('do not state V2 user rules as V1 facts', () => {
    expect(where(/developer`?\s+cannot write|`developer` is only for SSH/)).toEqual([]);
  });

  it('give the direction of arrival as LuxAI states it for V1', () => {
    expect(page('modules/microphone').body).toMatch(/270 is the front/);
    expect(where(/offset of\s+90/)).toEqual([]);
  });

  it('show LuxAI V1 HeadYaw range next to the URDF one', () => {
    const motors = page('tutorials/python/python_ros_motors').body;
    expect(motors).toMatch(/−60…60/);
    expect(motors).toMatch(/HeadYaw`?, which it lists as −90 to 90/);
  });
});

/*
 * Studio on V1. LuxAI's V1 intro_studio page is its V2 page word for word, with byte-identical
 * programs: the Start block, one "Show Says Act" block that speaks, shows a face and plays a gesture at once.
 * LuxAI's V1 quick start (docs/v1/intro_graphical, gh-pages 2023-12) covers switching on, the tablets on the
 * robot's Wi-Fi (QTRD…), faces and gestures from the Educator app's side menu, switching off, and joining the
 * robot to a home network from the Educator app ("Connect QTrobot to the Internet"), with troubleshooting.
 */
describe('V1 Studio pages teach the Studio LuxAI documents for V1', () => {
  it('intro_studio builds on the Start block and Show Says Act', () => {
    const intro = page('tutorials/intro_studio').body;
    expect(intro).toMatch(/Start block/);
    expect(intro).toMatch(/Show Says Act/);
    expect(intro).toMatch(/`QTrobot shows`[\s\S]*`QTrobot says`[\s\S]*`QTrobot acts`/);
    expect(intro).toMatch(/intro_graphical\.mdx#prepare-the-robot-and-the-tablets/);
  });

  it('never say the face cannot show an emotion while the robot speaks', () => {
    expect(where(/either show an emotion or move its mouth|cannot show an emotion while|not both at once/)).toEqual([]);
  });

  it('intro_studio has no separate speak, emotion and gesture blocks', () => {
    expect(page('tutorials/intro_studio').body).not.toMatch(/block that (shows a facial emotion|plays a gesture|makes QTrobot say)/);
  });

  it("every V1 Studio tutorial names the quick start as a prerequisite, as LuxAI's do", () => {
    const tutorials = v1.filter((d) => d.id.startsWith('tutorials/graphical/'));
    expect(tutorials.length).toBe(12);
    expect(tutorials.filter((d) => !/intro_graphical\.mdx/.test(d.body)).map((d) => d.file)).toEqual([]);
  });

  it('intro_graphical restores the quick start every Studio tutorial relies on', () => {
    const quick = page('intro_graphical').body;
    expect(quick).toMatch(/\{#prepare-the-robot-and-the-tablets\}/);
    expect(quick).toMatch(/QTRD000100/);
    expect(quick).toMatch(/Learner/);
    expect(quick).toMatch(/\*\*Faces\*\*, then the \*\*QT\*\* category/);
    expect(quick).toMatch(/blue\s+screen/);
    expect(quick).toMatch(/Connect QTrobot to the Internet/);
    expect(quick).toMatch(/\{#connect-the-robot-to-your-network\}/);
  });

  it('intro_graphical does not name the ROS interface behind each Studio block (LuxAI does not)', () => {
    expect(page('intro_graphical').body).not.toMatch(/ends up calling the speech interface/);
  });
});

/*
 * Studio tutorials of both versions. LuxAI's V1 and V2 pages carry the same programs
 * (v2-docs-studio.md lists their sentences). No LuxAI page shows the Educator app's screen that starts a game;
 * the Start block's label ("Start the game when I press the flag number") is all that is known. LuxAI's
 * studio_reporting_ros says my_data_collector stores msg.header.stamp, yet its program publishes std_msgs/String
 * (no header) and neither luxai-qtrobot/tutorials nor luxai-qtrobot/software holds such a node.
 */
describe('Studio tutorials say what is ours and what is not documented (both versions)', () => {
  const studio = (id: string) => docs.filter((d) => d.id === `tutorials/graphical/${id}`);

  it('say that the robot sentences of the memory games and reporting_ros are reworded', () => {
    for (const id of ['studio_card_mem_game', 'studio_gesture_mem_game', 'studio_reporting_ros']) {
      const pages = studio(id);
      expect(pages.map((d) => d.version).sort(), id).toEqual(['V1', 'V2']);
      for (const d of pages) expect(d.body, d.file).toMatch(/are ours, reworded from LuxAI's program/);
    }
  });

  it("give both LuxAI's header timestamp and what the collector really does", () => {
    for (const d of studio('studio_reporting_ros')) {
      expect(d.body, d.file).toMatch(/msg\.header\.stamp/);
      expect(d.body, d.file).toMatch(/publishes no code for that node/);
    }
  });

  it("never present the Educator app's flag screen as documented", () => {
    const pages = docs.filter((d) => d.id.startsWith('tutorials/graphical/') || d.id === 'blocks_api');
    const claims = where(/start it with flag|Start `[^`]+` with flag|this is the flag you press|starts this game on the/, pages, /not (show|documented)/);
    expect(claims).toEqual([]);
  });

  it('do not run the V1 collector as Python 2 only', () => {
    expect(where(/V1 robots run\s+ROS Kinetic with Python 2/)).toEqual([]);
  });
});

/*
 * Part C: ROS paths on V1 pages. LuxAI's V1 pages (ROS API, speakers, display, cpp_motor_controller, gh-pages
 * 2023-12) give /opt/ros/noetic/share/... for qt_robot_interface and qt_motor; the 2021 docs (master) give
 * /opt/ros/kinetic/share/.... A page that names one must name the other or find the folder with rosversion -d.
 * The ros-kinetic-qt-motor 1.2.0 update comes from the 2021 MoveIt example (examples/qt_motors_moveit) only.
 */
describe('V1 pages give the robot package paths of both QTRPs', () => {
  const prose = (id: string) => [page(id)];

  it('speech and motor tutorials do not send every reader to /opt/ros/kinetic', () => {
    for (const id of ['tutorials/python/python_ros_speech', 'tutorials/python/python_ros_motors']) {
      expect(where(/\/opt\/ros\/kinetic\/share\/qt_/, prose(id), /noetic|rosversion/)).toEqual([]);
    }
  });

  it('the motors page names both config folders and scopes the package update to the first QTRP', () => {
    const motors = page('modules/motors').body;
    expect(motors).toMatch(/\/opt\/ros\/noetic\/share\/qt_motor\/config\//);
    expect(motors).toMatch(/LuxAI's V1 motors page gives only steps 2 and 3/);
    expect(where(/\/opt\/ros\/kinetic\/share\/qt_motor\/launch/, prose('modules/motors'))).toEqual([]);
  });

  it('the MoveIt tutorial tells readers of an updated QTRP to skip the Kinetic package update', () => {
    expect(page('tutorials/python/python_ros_moveit').body).toMatch(/skip steps 1 and 2/);
  });
});

/*
 * Part C: the ROS master and the two set-ups on the step-by-step pages. LuxAI's V1 processor page: the master is
 * 192.168.4.1 or 192.168.100.1 depending on the robot's version, and both computers of older robots were updated
 * (QTPC Ubuntu 20.04, QTRP Raspberry Pi OS Buster). LuxAI's V1 recent_qtrobots page: keep the file's header
 * lines, edit only wpa_supplicant-wlan0.conf, restart wpa_supplicant@wlan0 (or the robot), check with wpa_cli;
 * the 2021 manual (master, user-manual) reboots and has key_mgmt=WPA-PSK in its example.
 */
describe('V1 tutorials do not fix the ROS master or the QTRP set-up to one value', () => {
  it('every page that prints the master address gives both', () => {
    for (const id of ['tutorials/intro_ros', 'tutorials/python/python_ros_project', 'recent_qtrobots']) {
      expect(page(id).body, id).toMatch(/192\.168\.4\.1/);
    }
    expect(where(/ping 192\.168\.100\.1`/)).toEqual([]);
  });

  it('recent_qtrobots neither calls the master address constant nor says programs run unchanged', () => {
    const recent = page('recent_qtrobots').body;
    expect(recent).not.toMatch(/the ROS master `http:\/\/192\.168\.100\.1:11311`/);
    expect(recent).not.toMatch(/your programs run unchanged/);
    // key_mgmt=WPA-PSK is in the 2021 manual's example (master, user-manual) and not in the 2023 page: both said.
    expect(recent).toMatch(/2021 manual's example also has the line\s+`key_mgmt=WPA-PSK`/);
    expect(recent).toMatch(/wpa_supplicant@wlan0\.service/);
    expect(recent).toMatch(/wpa_cli -i wlan0 status/);
  });

  it('python_ros_project does not state that every V1 QTRP runs Kinetic', () => {
    expect(where(/The QTRP of a V1 robot runs ROS \*\*Kinetic\*\*|On the V1 robot ROS Kinetic runs Python 2/)).toEqual([]);
    expect(where(/`developer` is only the way in/)).toEqual([]);
  });
});

/*
 * Part C, continued. Scripts on the module pages run on both V1 set-ups (LuxAI V1 processor page). LuxAI's V1
 * cpp_motor_controller page uses /opt/ros/noetic paths, its README /opt/ros/kinetic. The V1-era qt_nuitrack_app
 * (software 9b17755, 2021-05-26) copies Nuitrack's xReal/yReal/zReal unchanged; the 2022 version (1e96fe4)
 * divides Nuitrack's real coordinates by 1000, "mm to meters". Package descriptions are ours, not LuxAI's.
 */
describe('V1 module pages and tutorials cover both set-ups and are in our words', () => {
  it('scripts are not said to run only on Kinetic and Python 2', () => {
    expect(where(/of a V1 robot \(ROS Kinetic, Python 2\)|of a V1 robot, where ROS Kinetic uses Python 2/)).toEqual([]);
  });

  it('the custom motor controller serves an updated QTRP too', () => {
    const cpp = page('tutorials/cpp/cpp_motor_controller').body;
    expect(cpp).not.toMatch(/A QTrobot V1 with an \*\*older QTRP\*\*/);
    expect(cpp).toMatch(/read `noetic` for `kinetic`/);
    expect(cpp).toMatch(/ssh developer@192\.168\.100\.1/);
  });

  it('hand positions are given in millimetres', () => {
    expect(page('tutorials/python/python_ros_hands').body).toMatch(/`world` values are in millimetres/);
  });

  it("catkin package descriptions are not LuxAI's sentences (both versions)", () => {
    const copied = docs.filter((d) => /Reading human (gestures movement|face expressions)/.test(d.source)).map((d) => d.file);
    expect(copied).toEqual([]);
  });
});

/*
 * LuxAI's V1 ROS API page and the 2021 API page give 140 and 80 as the usual pitch and speed; LuxAI's V1 motors
 * page shows a /qt_robot/joints/state sample (HeadPitch first, HeadYaw second).
 */
describe('V1 studio_ros uses the V1 facts LuxAI does publish', () => {
  it('gives 80 as the usual V1 speed and cites the V1 joint state sample', () => {
    const ros = page('tutorials/graphical/studio_ros').body;
    expect(ros).not.toMatch(/V1 documentation gives no usual value|the V1 value is\s+not documented|V1 documentation shows no sample/);
    expect(ros).toMatch(/V1 ROS API page \(and its 2021 API page\) gives 80/);
    expect(ros).toMatch(/sample message on LuxAI's V1 motors page/);
  });
});

/*
 * QT/bye.xml: LuxAI's 2021 FAQ (master, FAQ/Motors) prints it with right_arm and left_arm, LuxAI's 2023 V1 motors
 * page with right_arm only; the page gives both and the file to check. LuxAI's V1 microphone page: qt_vosk_app
 * runs by default on an updated QTRP, so /qt_robot/speech/recognize exists there.
 */
describe('V1 python_ros_services matches the gesture file and the recogniser LuxAI documents', () => {
  it('gives both sources on the arms QT/bye moves, and expects qt_vosk_app on an updated QTRP', () => {
    const services = page('tutorials/python/python_ros_services').body;
    expect(services).not.toMatch(/`QT\/bye` gesture moves (both arms|the right arm)/);
    expect(services).toMatch(/~\/robot\/data\/gestures\/QT\/bye\.xml/);
    expect(services).toMatch(/ok \(qt_vosk_app\/speech_recognize\)/);
  });
});
