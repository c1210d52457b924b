import { Link } from 'react-router';
import { SCHEME } from '@siwes/api';
import { PublicLayout } from '../../layouts/PublicLayout/PublicLayout.tsx';
import { pathTo } from '../../registry/screens.ts';
import styles from './HomeScreen.module.css';

const AIMS = [
  'Apply the theory learnt in the classroom to real work.',
  'Ease the move from school to working life.',
  'Interact with professionals in your field.',
  'Build working relationships that last beyond the placement.',
];

const STEPS = [
  'Collect the introduction letter, log book, training-fund form and SCAF form from the coordinator.',
  'Collect an acceptance letter from the company you chose.',
  'Submit a signed copy of the acceptance letter to the coordinator.',
  'Register on this site.',
  `Submit the SCAF form to the nearest fund office within the first ${SCHEME.scafWeeks} weeks of resumption.`,
  'Submit reports every weekday of the training period through the student portal.',
  'At the end, get the log book and Form 8 approved, signed and stamped at the fund office.',
  'Hand the hard copy of the log book, report and Form 8 to the coordinator.',
  'Take an oral defence with your assigned defence supervisor.',
];

/** The public home page: the scheme, its aims and the nine steps (spec section 1). */
export function HomeScreen() {
  return (
    <PublicLayout>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">Students Industrial Work Experience Scheme</h1>
        <p className={styles.lead}>
          The scheme was set up by the Industrial Training Fund in {SCHEME.fundEstablished} to give students
          practical experience of the work their courses prepare them for. This portal is where you register
          your placement, report every weekday, and follow your inspection, defence and grades.
        </p>
        <div className={styles.actions}>
          <Link to={pathTo('verifyStudent')}>Register as a student</Link>
          <Link to={pathTo('studentLogin')}>Student login</Link>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="aims-title">
        <h2 id="aims-title">Aims of the scheme</h2>
        <ul className={styles.aims}>
          {AIMS.map((aim) => (
            <li key={aim}>{aim}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="steps-title">
        <h2 id="steps-title">How it works, step by step</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </PublicLayout>
  );
}
