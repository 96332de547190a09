// @vitest-environment node
/**
 * The rospy layer of Python in the page against the virtual QTrobot, in Node (./pythonHarness.ts): services, topics,
 * callbacks while the program waits, threads, tracebacks, Stop, standard input, and one interpreter reused by the next
 * program.
 */
import {describe, expect, it} from 'vitest';
import {loadPython, runPython, settleAfter} from './pythonHarness';

describe('Python in the page', () => {
  it('calls a service, publishes, and sees its own subscription callback while it sleeps', async () => {
    const {code, output, robotLog} = await runPython(
      'scripts/smoke.py',
      `
import rospy
from std_msgs.msg import String
from qt_robot_interface.srv import *

heard = []

def on_say(msg):
    heard.append(msg.data)

if __name__ == '__main__':
    rospy.init_node('smoke')
    rospy.wait_for_service('/qt_robot/speech/say', timeout=5)
    say = rospy.ServiceProxy('/qt_robot/speech/say', speech_say)
    print('status', say('Hi').status)
    rospy.Subscriber('/qt_robot/speech/say', String, on_say)
    pub = rospy.Publisher('/qt_robot/emotion/show', String, queue_size=1)
    rospy.sleep(0.3)
    pub.publish('QT/happy')
    pub2 = rospy.Publisher('/qt_robot/speech/say', String, queue_size=1)
    pub2.publish(String(data='echo'))
    rospy.sleep(0.5)
    rospy.loginfo('heard %s', heard)
`,
    );
    expect(output).toContain('status True');
    expect(output).toMatch(/\[INFO\] \[\d+\.\d+\]: heard \['echo'\]/);
    expect(code).toBe(0);
    expect(robotLog.join('\n')).toMatch(/say "Hi"/);
    expect(robotLog.join('\n')).toMatch(/emotion show QT\/happy/);
  }, 60_000);

  it('prints a traceback and exits 1 when the program raises', async () => {
    const {code, output} = await runPython('scripts/broken.py', `def f():\n    raise ValueError('no such face')\n\nif __name__ == '__main__':\n    f()\n`);
    expect(code).toBe(1);
    expect(output).toContain('Traceback (most recent call last):');
    expect(output).toContain('File "/home/pyodide/scripts/broken.py", line 2, in f');
    expect(output).toContain('ValueError: no such face');
    expect(output).not.toContain('qtdocs_main');
  }, 60_000);

  it('runs threads, queues and locks cooperatively', async () => {
    const {code, output} = await runPython(
      'threads.py',
      `
import threading, queue, time
from concurrent.futures import ThreadPoolExecutor
q = queue.Queue()
lock = threading.Lock()
def worker(n):
    with lock:
        time.sleep(0.05)
    q.put(n * n)
threads = [threading.Thread(target=worker, args=(i,)) for i in range(3)]
for t in threads: t.start()
for t in threads: t.join()
print('squares', sorted(q.get(timeout=1) for _ in range(3)))
with ThreadPoolExecutor(max_workers=2) as pool:
    print('pool', list(pool.map(lambda x: x + 1, [1, 2, 3])))
try:
    q.get(timeout=0.1)
except queue.Empty:
    print('empty')
`,
    );
    expect(output).toContain('squares [0, 1, 4]');
    expect(output).toContain('pool [2, 3, 4]');
    expect(output).toContain('empty');
    expect(code).toBe(0);
  }, 60_000);

  it('stops a spinning node, runs its shutdown hook, and reads standard input', async () => {
    const {code, output} = await runPython(
      'spin.py',
      `
import rospy
rospy.init_node('spinner')
rospy.on_shutdown(lambda: print('hook ran'))
print('got', input('name? '))
rospy.spin()
print('after spin')
`,
      {stdin: ['QT'], during: ({host}) => setTimeout(() => host.request_stop(), 1500)},
    );
    expect(output).toContain('got QT');
    expect(output).toContain('after spin');
    expect(output).toContain('hook ran');
    expect(code).toBe(0);
  }, 60_000);

  it('runs the next program in the same interpreter as if it were fresh, unless a stack never ends', async () => {
    const pyodide = await loadPython();
    const first = await runPython(
      'scripts/leave_things.py',
      `
import os, sys, threading, time
import rospy
from sensor_msgs.msg import JointState
with open(os.path.join(os.path.dirname(sys.argv[0]), 'helper_of_mine.py'), 'w') as f:
    f.write('VALUE = 1\\n')
import helper_of_mine
rospy.init_node('first')
rospy.set_param('~left', 1)
rospy.Subscriber('/qt_robot/joints/state', JointState, lambda m: None)
threading.Thread(target=threading.Event().wait, daemon=True).start()
with open('notes.txt', 'w') as f:
    f.write('left behind')
time.marker = 'patched'
rospy.sleep(0.6)
print('first done', helper_of_mine.VALUE)
`,
      {pyodide},
    );
    expect(first.output).toContain('first done 1');
    // Its subscriber's stack, its thread and its rosbridge reader are still waiting: settling ends them.
    expect(first.host.live()).toBeGreaterThan(0);
    expect(await settleAfter(pyodide, first)).toBe(true);
    const second = await runPython(
      'check.py',
      `
import os, sys, time, threading, queue
import rospy
rospy.init_node('second')
print('param', rospy.get_param('~left', 'none'), 'shutdown', rospy.is_shutdown())
print('files', sorted(f for f in os.listdir('.') if not f.startswith('.')))
print('time', hasattr(time, 'marker'), 'argv', sys.argv, 'helper' , 'helper_of_mine' in sys.modules)
print('threads', threading.Thread.__module__, queue.SimpleQueue.__module__)
`,
      {pyodide, args: ['one']},
    );
    expect(second.output).toContain('param none shutdown False');
    expect(second.output).toContain("files ['check.py']");
    expect(second.output).toContain("time False argv ['/home/pyodide/check.py', 'one'] helper False");
    expect(second.output).toContain('threads qtdocs_threads qtdocs_threads');
    expect(await settleAfter(pyodide, second)).toBe(true);
    // A stack waiting on something the page cannot end keeps the interpreter from being reused.
    const stuck = await runPython(
      'stuck.py',
      `
import threading
from js import Promise
from pyodide.ffi import run_sync
threading.Thread(target=lambda: run_sync(Promise.new(lambda resolve, reject: None)), daemon=True).start()
`,
      {pyodide},
    );
    expect(stuck.code).toBe(0);
    expect(await settleAfter(pyodide, stuck, 300)).toBe(false);
  }, 90_000);
});
