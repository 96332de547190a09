import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import RosInterfaceList, {RosInterfaceSummary} from '@site/src/components/RosInterfaceList';
import {interfaceAnchor, isKnownInterface, rosInterfaces} from '@site/src/data/rosInterfaces';

describe('ROS interface data', () => {
  it('has a unique anchor per interface', () => {
    const anchors = rosInterfaces.map(interfaceAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
  });
  it('names follow ROS rules and every row cites its fact', () => {
    for (const i of rosInterfaces) {
      expect(i.name).toMatch(/^(\/[a-z][A-Za-z0-9_]*)+$/);
      expect(i.type).toMatch(/^[a-z0-9_]+\/[A-Za-z0-9_]+$/);
      expect(i.source).toMatch(/^facts §/);
    }
  });
  it('knows action sub-topics but not typos', () => {
    expect(isKnownInterface('/qt_robot/left_arm_controller/follow_joint_trajectory/goal')).toBe(true);
    expect(isKnownInterface('/qt_robot/left_arm_controller/follow_joint_trajectory/nope')).toBe(false);
    expect(isKnownInterface('/qt_robot/speech/sayy')).toBe(false);
  });
});

describe('RosInterfaceList', () => {
  it('renders each interface of a group with type, fields and example', () => {
    render(<RosInterfaceList group="speech" generation="V2" />);
    expect(screen.getAllByText('/qt_robot/speech/say')).toHaveLength(2);
    expect(screen.getByText('qt_robot_interface/speech_config')).toBeInTheDocument();
    expect(screen.getByText('string language, int16 pitch, int16 speed')).toBeInTheDocument();
    expect(document.getElementById('qt_robot-speech-say-service')).not.toBeNull();
  });
  it('filters by generation', () => {
    render(<RosInterfaceList group="emotion" generation="V1" />);
    expect(screen.queryByText('/qt_robot/emotion/look')).toBeNull();
  });
  it('tells the author when a group has nothing for that generation', () => {
    expect(() => render(<RosInterfaceList group="microphone" generation="V1" />)).toThrow(/no V1 interface in group "microphone"/);
  });
  it('summarises every interface with a link to its entry', () => {
    render(<RosInterfaceSummary generation="V2" />);
    const links = screen.getAllByRole('link');
    expect(links.length).toBe(rosInterfaces.filter((i) => i.generations.includes('V2')).length);
    expect(links[0].getAttribute('href')).toMatch(/^#qt_robot-/);
  });
});
