import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it, vi} from 'vitest';
import RobotAction from '@site/src/features/robot/RobotAction';
import TryIt from '@site/src/features/robot/TryIt';
import {rosInterfaces} from '@site/src/data/rosInterfaces';

vi.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/docs/api_ros'})}));

const say = rosInterfaces.find((i) => i.name === '/qt_robot/speech/say' && i.kind === 'service')!;

describe('robot controls', () => {
  afterEach(() => vi.restoreAllMocks());

  it('RobotAction refuses an unknown action with the list of known ones', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<RobotAction action={'dance' as 'say'} />)).toThrow(/unknown action "dance".*say, emotion, gesture, joints, sound-direction/);
  });

  it('TryIt loads its form on the first click and opens no connection', async () => {
    const sockets = vi.fn();
    vi.stubGlobal(
      'WebSocket',
      class {
        constructor() {
          sockets();
        }
      },
    );
    render(<TryIt item={say} />);
    const button = screen.getByRole('button', {name: 'Try it on your robot: /qt_robot/speech/say service'});
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(await screen.findByRole('button', {name: 'Connect and call'}, {timeout: 10_000})).toBeEnabled();
    // The chunk's control took the stub's place: open, and focused as the stub's button was.
    const control = screen.getByRole('button', {name: 'Try it on your robot: /qt_robot/speech/say service'});
    expect(control).toHaveAttribute('aria-expanded', 'true');
    expect(control).toHaveFocus();
    expect(document.getElementById(control.getAttribute('aria-controls')!)).toContainElement(screen.getByLabelText(/message/));
    expect(screen.getByLabelText(/message/)).toHaveValue('Hello');
    expect(screen.getByRole('button', {name: 'Connect'})).toBeInTheDocument();
    expect(sockets).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
