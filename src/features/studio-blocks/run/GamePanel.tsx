/**
 * The two tablets of a game played in the playground, drawn under the workspace while the virtual QTrobot plays it
 * in its dock: the Educator tablet (the flags that start a game, the Select block's choices, continue after a Pause
 * block, stop) and the Learner tablet (the images of the Kid Tablet blocks, clickable or not), with the Report
 * block's records and the game's log. Studio's real tablets are Android apps; these are ours, with their buttons.
 */
import {useSyncExternalStore, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {BLOCKS, inputsOf} from '../catalogData';
import type {ReportEntry} from './interpreter';
import type {GameSession, SessionState} from './session';
import styles from './game.module.css';

const FLAGS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The Report block's dropdowns as Studio labels their values. */
function optionLabels(name: 'PROMPT_TYPE' | 'ANSWER'): Record<string, string> {
  const input = inputsOf(BLOCKS.luxai_manual_report).find((i) => i.name === name);
  return Object.fromEntries((input?.options ?? []).map((o) => [o.value, o.label || 'None']));
}

function status(s: SessionState): string {
  switch (s.phase) {
    case 'loading':
      return 'Loading the virtual QTrobot…';
    case 'flag':
      return s.wrongFlag ? `No game starts from flag ${s.wrongFlag}: this one starts from flag ${s.flag}.` : `Tap flag ${s.flag} to start the game.`;
    case 'playing':
      if (s.educator.kind === 'select') return 'Your choice: tap one of the choices.';
      if (s.educator.kind === 'pause') return 'The game is paused: press Continue.';
      if (s.learner.clickable.length > 0) return 'The learner’s turn: tap an image on the Learner tablet.';
      return 'Playing.';
    case 'over':
      return 'The game is over: its last block is done.';
    case 'stopped':
      return 'The game was stopped.';
    case 'refused':
      return 'Studio would not run this game.';
    case 'failed':
      return 'The game could not go on.';
    default:
      return '';
  }
}

function Report({reports}: {reports: readonly ReportEntry[]}): ReactNode {
  const prompts = optionLabels('PROMPT_TYPE');
  const answers = optionLabels('ANSWER');
  return (
    <table className={styles.report} aria-label="Report: the records of the Report blocks">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Note</th>
          <th scope="col">Prompt</th>
          <th scope="col">Answer</th>
        </tr>
      </thead>
      <tbody>
        {reports.map((r, i) => (
          <tr key={i}>
            <td>{i + 1}</td>
            <td>{r.note}</td>
            <td>{prompts[r.prompt] ?? r.prompt}</td>
            <td>{answers[r.answer] ?? r.answer}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function GamePanel({session, title}: {session: GameSession; title: string}): ReactNode {
  const s = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  if (s.phase === 'idle') return null;
  const live = s.phase === 'flag' || s.phase === 'playing' || s.phase === 'loading';
  return (
    <div className={styles.game} data-testid="studio-game" data-phase={s.phase}>
      <p role="status" className={styles.status}>
        {status(s)}
      </p>
      {s.reason && (
        <p role="alert" className={styles.reason}>
          {s.reason}
        </p>
      )}
      <div className={styles.tablets}>
        <section className={styles.tablet} aria-label={`Educator tablet: ${title}`}>
          <p className={styles.tabletName}>Educator tablet</p>
          {s.phase === 'flag' && (
            <div className={styles.flags} role="group" aria-label="Flags">
              {FLAGS.map((flag) => (
                <button key={flag} type="button" className="button button--sm button--outline button--primary" onClick={() => session.tapFlag(flag)}>
                  Flag {flag}
                </button>
              ))}
            </div>
          )}
          {s.educator.kind === 'select' && (
            <div className={styles.choices} role="group" aria-label="Choices">
              {s.educator.choices.map((choice) => (
                <button key={choice.index} type="button" className="button button--sm button--primary" onClick={() => session.choose(choice.index)}>
                  {choice.label}
                </button>
              ))}
            </div>
          )}
          {s.educator.kind === 'pause' && (
            <button type="button" className="button button--sm button--primary" onClick={() => session.continue()}>
              Continue
            </button>
          )}
          {live && (
            <button type="button" className={`button button--sm button--secondary ${styles.stop}`} onClick={() => session.stop()}>
              Stop the game
            </button>
          )}
        </section>
        <section className={styles.tablet} aria-label={`Learner tablet: ${title}`}>
          <p className={styles.tabletName}>Learner tablet</p>
          {s.learner.reference && (
            <figure className={`${styles.image} ${styles.reference}`}>
              <span aria-hidden="true">🖼</span> {s.learner.reference}
            </figure>
          )}
          {s.learner.images.length === 0 && !s.learner.reference && <p className={styles.empty}>Nothing on the tablet.</p>}
          <ul className={styles.images}>
            {s.learner.images.map((name, i) => {
              const choice = s.learner.clickable.find((c) => c.label === name);
              return (
                <li key={`${i}-${name}`}>
                  {choice ? (
                    <button type="button" className={`${styles.image} ${styles.clickable}`} onClick={() => session.pick(choice)}>
                      <span aria-hidden="true">🖼</span> {name}
                    </button>
                  ) : (
                    <span className={`${styles.image} ${name === s.learner.picked ? styles.picked : ''}`}>
                      <span aria-hidden="true">🖼</span> {name}
                      {name === s.learner.picked && <span className={styles.pickedMark}> (picked)</span>}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          <p className={styles.note}>Each image shows its name: the images of a game are the ones its author uploaded to Studio.</p>
        </section>
      </div>
      {s.reports.length > 0 && <Report reports={s.reports} />}
      <p className={styles.note}>
        The tablets and what the game does where Studio&apos;s behaviour is not documented are this site&apos;s stand-ins:{' '}
        <Link to="/docs/intro_graphical#playground">what the playground does</Link>.
      </p>
      <details className={styles.log}>
        <summary>Game log ({s.log.length})</summary>
        <ol aria-label="Game log">
          {s.log.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ol>
      </details>
    </div>
  );
}
