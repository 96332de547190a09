import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import RobotIllustration from './_components/RobotIllustration';
import AudienceCards, {type Audience} from './_components/AudienceCards';
import styles from './index.module.css';

export const audiences: readonly Audience[] = [
  {
    title: 'Visual Scripting',
    who: 'Educators, therapists and beginners',
    description: 'Build lessons and games by stacking blocks in QTrobot Studio. No code needed.',
    links: [
      {label: 'Visual scripting quick start', to: '/docs/intro_graphical'},
      {label: 'Studio tutorials', to: '/docs/tutorials/intro_studio'},
      {label: 'Blocks reference', to: '/docs/blocks_api'},
    ],
  },
  {
    title: 'Coding',
    who: 'Developers and researchers',
    description: 'Drive speech, emotions, gestures, motors and sensors over ROS in Python, C++ or JavaScript.',
    links: [
      {label: 'Coding quick start', to: '/docs/intro_code'},
      {label: 'Python tutorials', to: '/docs/tutorials/python/python_ros_project'},
      {label: 'C++ tutorials', to: '/docs/tutorials/cpp/cpp_ros_project'},
      {label: 'JavaScript tutorial', to: '/docs/tutorials/javascript/js_ros_interfaces'},
      {label: 'ROS API reference', to: '/docs/api_ros'},
    ],
  },
  {
    title: 'Hardware modules',
    who: 'Owners and integrators',
    description: 'What is inside the robot: face display, motors, 3D camera, microphones, speakers and computers.',
    links: [
      {label: 'Face and emotion display', to: '/docs/modules/display'},
      {label: 'Motors and joints', to: '/docs/modules/motors'},
      {label: 'Computers and network', to: '/docs/modules/processor'},
    ],
  },
  {
    title: 'AI tutorials',
    who: 'Builders of conversational robots',
    description: 'Voice assistants that answer from your documents, on the robot or with cloud models.',
    links: [
      {label: 'Offline AI assistant (AI@Edge)', to: '/docs/tutorials/AI/qt_ai_assistant'},
      {label: 'Online AI assistant', to: '/docs/tutorials/AI/qt_online_ai_assistant'},
      {label: 'Expressive replies', to: '/docs/tutorials/AI/expressive_qt'},
    ],
  },
];

const whatsNew: readonly {title: string; text: ReactNode}[] = [
  {title: 'ROS Noetic and Python 3', text: 'The QTPC runs Ubuntu 20.04 with ROS Noetic; every example is Python 3.'},
  {
    title: 'A microphone app',
    text: 'qt_respeaker_app publishes clean audio for speech recognition, voice activity and the direction of the voice.',
  },
  {title: 'Offline speech recognition', text: 'Vosk on every robot, NVIDIA Riva on AI@Edge robots, behind one service.'},
  {title: 'AI@Edge', text: 'A variant with an NVIDIA Jetson AGX Orin (64 GB) for language models on the robot itself.'},
  {title: 'Gaze and depth', text: 'Move the pupils with /qt_robot/emotion/look, and read depth images and point clouds from the camera.'},
];

export default function Home(): ReactNode {
  return (
    <Layout title="QTrobot documentation" description="Guides, tutorials and references for programming QTrobot V2 with blocks, Python, C++ and JavaScript.">
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <Heading as="h1" className={styles.heroTitle}>
              Program QTrobot
            </Heading>
            <p className={styles.heroLead}>
              Guides, tutorials and references for LuxAI’s social robot: stack blocks in QTrobot Studio, or code speech, emotions, gestures and sensors over
              ROS.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/intro_code">
                Start coding
              </Link>
              <Link className="button button--secondary button--lg" to="/docs/intro_graphical">
                Start with blocks
              </Link>
            </div>
          </div>
          <RobotIllustration />
        </div>
      </header>
      <main className={styles.main}>
        <section className="container" aria-labelledby="audiences">
          <Heading as="h2" id="audiences">
            Choose your path
          </Heading>
          <AudienceCards audiences={audiences} />
        </section>
        <section className="container" aria-labelledby="whats-new">
          <Heading as="h2" id="whats-new">
            What is new in QTrobot V2
          </Heading>
          <ul className={styles.news}>
            {whatsNew.map((item) => (
              <li key={item.title}>
                <strong>{item.title}.</strong> {item.text}
              </li>
            ))}
          </ul>
          <p>
            Own an older robot? The <Link to="/docs/v1/intro_code">QTrobot V1 documentation</Link> is still available.
          </p>
        </section>
      </main>
    </Layout>
  );
}
