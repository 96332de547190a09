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
    // Every group has V1 and V2 entries (the V1 microphone rows came with the updated QTRP), so an
    // unknown generation stands in for an empty one.
    const none = 'V0' as unknown as 'V1';
    expect(() => render(<RosInterfaceList group="microphone" generation={none} />)).toThrow(/no V0 interface in group "microphone"/);
  });
  it('summarises every interface with a link to its entry', () => {
    render(<RosInterfaceSummary generation="V2" />);
    const links = screen.getAllByRole('link');
    expect(links.length).toBe(rosInterfaces.filter((i) => i.generations.includes('V2')).length);
    expect(links[0].getAttribute('href')).toMatch(/^#qt_robot-/);
  });
});

describe('RosInterfaceChanges (the V1-to-V2 page)', () => {
  it('derives removed, added and changed interfaces from the table itself', async () => {
    const {generationChanges} = await import('@site/src/components/RosInterfaceList/Changes');
    const {removed, added, changed} = generationChanges();
    const names = (list: {name: string; type: string}[]) => list.map((i) => `${i.name} ${i.type}`);
    expect(names(removed)).toContain('/qt_robot/speech/recognize qt_vosk_interface/qt_vosk_speech');
    expect(names(added)).toContain('/qt_respeaker_app/tuning/set qt_respeaker_app/tuning_set');
    expect(names(added)).not.toContain('/qt_respeaker_app/channel0 audio_common_msgs/AudioData');
    const changedNames = changed.map((c) => c.item.name);
    expect(changedNames).toEqual(expect.arrayContaining(['/qt_respeaker_app/channel0', '/qt_nuitrack_app/faces', '/camera/color/image_raw']));
    expect(changed.find((c) => c.item.name === '/qt_respeaker_app/channel0')!.what).toMatch(/updated QTRP/);
  });

  it('renders each list as a table', async () => {
    const {RosInterfaceChanges} = await import('@site/src/components/RosInterfaceList/Changes');
    const {container} = render(<RosInterfaceChanges list="changed" />);
    expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(3);
    expect(container.textContent).toContain('camera_color_frame_');
  });
});
