/**
 * The playground: an editable Blockly workspace holding one program of the page, with Studio's
 * toolbox. This module and Blockly form the "studio-playground" chunk, which ../index.tsx imports
 * when the reader clicks "Open … in the playground"; a page's first visit loads neither.
 */
import {useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode} from 'react';
import * as Blockly from 'blockly/core';
import * as En from 'blockly/msg/en';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {BlockNode} from '../types';
import {declarations} from '../svg/describe';
import {defineBlocks} from './blocks';
import GamePanel from '../run/GamePanel';
import {virtualRobotSide} from '../run/robotSide';
import {GameSession} from '../run/session';
import {stacksOf, toolbox, workspaceState, type BlockState} from './workspace';
import styles from './playground.module.css';

/** The workspace colour of the drawings (../svg/page.js). */
const BACKGROUND = '#614b7f';
/** Space between stacks side by side, as in the drawings. */
const STACK_GAP = 32;
const MARGIN = 12;

let theme: Blockly.Theme | undefined;

/** Blockly's messages, the catalogue's blocks and the drawings' look, once per page. */
function setUp(): Blockly.Theme {
  if (theme) return theme;
  Blockly.setLocale(En as unknown as Record<string, string>);
  defineBlocks(Blockly, declarations());
  theme = Blockly.Theme.defineTheme('studioClassic', {
    name: 'studioClassic',
    base: Blockly.Themes.Classic,
    fontStyle: {family: 'Arial, "Liberation Sans", Helvetica, sans-serif'},
    // The toolbox in Blockly's own colours whatever the site's colour mode, which would give its labels light text.
    componentStyles: {workspaceBackgroundColour: BACKGROUND, toolboxBackgroundColour: '#ddd', toolboxForegroundColour: '#000'},
    startHats: false,
  });
  return theme;
}

/** Loads the program and places its stacks side by side, as the drawing shows them. */
function load(workspace: Blockly.WorkspaceSvg, stacks: readonly (readonly BlockNode[])[]): void {
  workspace.clear();
  Blockly.serialization.workspaces.load(workspaceState(stacks), workspace);
  let x = MARGIN;
  // Top blocks in the order they were loaded: the program's stacks, left to right.
  for (const top of workspace.getTopBlocks(false)) {
    top.moveTo(new Blockly.utils.Coordinate(x, MARGIN));
    x += top.getHeightWidth().width + STACK_GAP;
  }
}

/** The workspaces open on the page, for the e2e test to read (window.studioPlaygrounds). */
function register(title: string, workspace: Blockly.WorkspaceSvg | null): void {
  const w = window as unknown as {studioPlaygrounds?: Record<string, Blockly.WorkspaceSvg>};
  w.studioPlaygrounds ??= {};
  if (workspace) w.studioPlaygrounds[title] = workspace;
  else delete w.studioPlaygrounds[title];
}

export type PlaygroundProps = {
  title: string;
  stacks: readonly (readonly BlockNode[])[];
  onClose: () => void;
};

export default function Playground({title, stacks, onClose}: PlaygroundProps): ReactNode {
  const region = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const workspace = useRef<Blockly.WorkspaceSvg | null>(null);
  const media = useBaseUrl('/blockly-media/');
  // The program as it was when the playground opened: Reset loads it again.
  const program = useRef(stacks);
  // A game played from the workspace as it is now, on the virtual QTrobot (../run).
  const session = useMemo(() => new GameSession(virtualRobotSide), []);
  const game = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const playing = game.phase === 'loading' || game.phase === 'flag' || game.phase === 'playing';
  useEffect(() => () => session.stop(), [session]);
  const play = () => {
    const ws = workspace.current;
    if (!ws) return;
    const saved = Blockly.serialization.workspaces.save(ws) as {blocks?: {blocks?: BlockState[]}};
    void session.play(stacksOf(saved));
  };

  useEffect(() => {
    if (!host.current) return undefined;
    const ws = Blockly.inject(host.current, {
      renderer: 'geras',
      theme: setUp(),
      toolbox: toolbox(),
      media,
      sounds: false,
      trashcan: false,
      zoom: {controls: true, startScale: 0.9, wheel: false},
      move: {scrollbars: true, drag: true, wheel: true},
    });
    workspace.current = ws;
    load(ws, program.current);
    register(title, ws);
    region.current?.focus();
    return () => {
      register(title, null);
      ws.dispose();
      workspace.current = null;
    };
  }, [title, media]);

  return (
    <div ref={region} className={styles.playground} role="region" aria-label={`${title}: playground`} tabIndex={-1} data-testid="studio-playground">
      <div className={styles.bar}>
        <button type="button" className="button button--sm button--primary" onClick={play} disabled={playing}>
          {game.phase === 'idle' ? 'Play on the virtual QTrobot' : 'Play again'}
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={() => workspace.current && load(workspace.current, program.current)}>
          Reset
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <div ref={host} className={styles.workspace} />
      <GamePanel session={session} title={title} />
    </div>
  );
}
