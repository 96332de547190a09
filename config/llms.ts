import type {LlmsTxtOptions} from '../src/plugins/llms-txt';
import {navbar} from './navbar';

type NavItem = {type?: string; label?: string; sidebarId?: string; items?: NavItem[]};

/**
 * A title for each sidebar, in navbar order, from the navbar's own labels ("Coding: ROS
 * Tutorials"), so llms.txt names the sections as readers see them.
 */
export function sidebarTitlesFromNavbar(items: readonly NavItem[]): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const item of items) {
    if (item.type === 'docSidebar' && item.sidebarId) titles[item.sidebarId] = item.label ?? item.sidebarId;
    for (const child of item.items ?? []) {
      if (child.type === 'docSidebar' && child.sidebarId) titles[child.sidebarId] = `${item.label}: ${child.label ?? child.sidebarId}`;
    }
  }
  return titles;
}

export const llmsTxtOptions = {
  summary:
    'Guides, tutorials and references for programming QTrobot, LuxAI’s humanoid social robot, with blocks in QTrobot Studio or over ROS in Python, C++ and JavaScript.',
  details:
    'The current docs are for QTrobot V2 (ROS Noetic on Ubuntu 20.04, Python 3). The robot has two computers: the QTRP in the head (192.168.100.1) runs the ROS master, and the QTPC in the body (192.168.100.2) is where your own code runs. Every robot function is a ROS topic or service, listed in the ROS API reference.',
  sidebarTitles: sidebarTitlesFromNavbar(navbar.items as NavItem[]),
} satisfies LlmsTxtOptions;
