import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** An original drawing of QTrobot: screen face, body, two arms, the camera above the face. */
export default function RobotIllustration(): ReactNode {
  return (
    <svg className={styles.robot} viewBox="0 0 240 280" width="240" height="280" role="img" aria-labelledby="robot-illustration-title">
      <title id="robot-illustration-title">QTrobot, a small humanoid robot with a screen for a face, waving</title>
      <ellipse cx="120" cy="266" rx="78" ry="10" className={styles.shadow} />
      <rect x="58" y="150" width="124" height="110" rx="34" className={styles.body} />
      <rect x="92" y="184" width="56" height="40" rx="10" className={styles.chest} />
      <circle cx="120" cy="204" r="8" className={styles.light} />
      <path d="M62 170 Q30 190 34 226" className={styles.arm} />
      <circle cx="34" cy="230" r="11" className={styles.hand} />
      <path d="M178 168 Q206 140 200 104" className={styles.arm} />
      <circle cx="199" cy="98" r="11" className={styles.hand} />
      <rect x="108" y="132" width="24" height="22" rx="6" className={styles.neck} />
      <rect x="46" y="26" width="148" height="112" rx="38" className={styles.head} />
      <rect x="62" y="42" width="116" height="80" rx="20" className={styles.face} />
      <rect x="108" y="30" width="24" height="8" rx="4" className={styles.camera} />
      <circle cx="96" cy="78" r="11" className={styles.eye} />
      <circle cx="144" cy="78" r="11" className={styles.eye} />
      <circle cx="99" cy="76" r="4" className={styles.pupil} />
      <circle cx="147" cy="76" r="4" className={styles.pupil} />
      <path d="M100 100 Q120 114 140 100" className={styles.mouth} />
    </svg>
  );
}
