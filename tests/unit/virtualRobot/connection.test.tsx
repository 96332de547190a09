/**
 * The robot chunk's connection to the virtual robot (src/features/robot/chunk/connection.ts `connectVirtual`): one
 * click, no socket, the same calls as to a robot, and the panel's mount point while connected.
 */
import {act, render, screen} from '@testing-library/react';
import {afterEach, expect, it, vi} from 'vitest';
import {robot} from '@site/src/features/robot/chunk/connection';
import {VirtualRobotMount} from '@site/src/features/robot/chunk/VirtualRobotMount';

afterEach(() => robot.disconnect());

function until(status: string): Promise<void> {
  return vi.waitFor(() => expect(robot.getState().status).toBe(status), {timeout: 10_000});
}

it('connects with no address and no socket, answers calls, and shows the robot while connected', async () => {
  const sockets = vi.fn();
  vi.stubGlobal('WebSocket', sockets);
  render(<VirtualRobotMount />);
  robot.connectVirtual();
  expect(robot.getState()).toEqual({status: 'connecting', url: 'the virtual QTrobot (in this page)', opened: false});
  await until('connected');
  expect(robot.virtual?.log.map((e) => e.text)).toContain('ready (V2, scenario default.yaml)');
  expect(await screen.findByText('The virtual QTrobot is idle.')).toBeInTheDocument();

  const said = robot.call('/qt_robot/speech/say', 'qt_robot_interface/speech_say', {message: 'Hi'});
  expect(await screen.findByText('The virtual QTrobot is saying “Hi”.')).toBeInTheDocument();
  expect(await said).toEqual({status: true});
  await expect(robot.call('/qt_robot/speech/say', 'qt_robot_interface/speech_say', {text: 'Hi'})).rejects.toThrow(
    'The robot answered with an error: qt_robot_interface/speech_sayRequest has no field "text" (fields: message)',
  );
  expect((await robot.inventory()).services).toContain('/qt_robot/gesture/play');

  // "Connect and call" after a disconnection goes back to the virtual robot.
  act(() => robot.disconnect());
  expect(screen.queryByText(/The virtual QTrobot is/)).toBeNull();
  await robot.ready();
  expect(robot.getState()).toEqual({status: 'connected', url: 'the virtual QTrobot (in this page)'});
  expect(sockets).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
});
