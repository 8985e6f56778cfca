'use client';
/**
 * The reading-aids toolbar (issue 24; 无障碍工具条): text at 100, 150 or 200 %, high contrast, a large cursor,
 * a reading guide line, read aloud, and a simplified mode (no carousel, no motion, larger targets, one
 * column). Each choice shows at once and is kept in this browser (lib/client/reading-aids.ts) for every
 * page. A region under the header, reached by keyboard like the rest of the page; Escape or "close" shuts
 * it and focus goes back to the button that opened it. Its own chunk, fetched on first opening.
 */
import { useEffect, useRef, useState } from 'react';
import { AID_SWITCHES, TEXT_SIZES, loadAids, saveAids, NO_AIDS, type Aids, type AidSwitch } from '@/lib/client/reading-aids';
import type { AidsLabels } from './aids-host.labels';
import { setAidsOpen, TOOLBAR_ID } from '@/components/reading-aids/aids-store';
import { speak, stopSpeaking } from './read-aloud';
import { startGuide, stopGuide } from './reading-guide';
import styles from './aids-toolbar.module.css';

type Speech = 'idle' | 'speaking' | 'unsupported' | 'no-voice';

export default function AidsToolbar({ labels, open }: { labels: AidsLabels; open: boolean }) {
  const [aids, setAids] = useState<Aids>(loadAids);
  const [speech, setSpeech] = useState<Speech>('idle');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  useEffect(() => () => stopSpeaking(), []);

  const change = (next: Aids) => {
    setAids(next);
    saveAids(next);
    if (next.guide) startGuide();
    else stopGuide();
  };
  const toggle = (name: AidSwitch) => change({ ...aids, [name]: !aids[name] });

  const readAloud = async () => {
    if (speech === 'speaking') {
      stopSpeaking();
      setSpeech('idle');
      return;
    }
    const main = document.getElementById('main');
    const outcome = await speak(main?.innerText ?? '', document.documentElement.lang || 'zh-CN', () => setSpeech('idle'));
    setSpeech(outcome);
  };

  return (
    <section
      id={TOOLBAR_ID}
      className={styles.toolbar}
      hidden={!open}
      aria-labelledby={`${TOOLBAR_ID}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAidsOpen(false);
      }}
    >
      <div className={`container ${styles.inner}`}>
        <h2 id={`${TOOLBAR_ID}-title`} className={styles.title} tabIndex={-1} ref={heading}>
          {labels.title}
        </h2>
        <div className={styles.group} role="group" aria-label={labels.text}>
          <span className={styles.groupLabel} aria-hidden="true">
            {labels.text}
          </span>
          {TEXT_SIZES.map((size) => (
            <button key={size} type="button" aria-pressed={aids.text === size} onClick={() => change({ ...aids, text: size })}>
              {labels.sizes[size]}
            </button>
          ))}
        </div>
        <div className={styles.group}>
          {AID_SWITCHES.map((name) => (
            <button key={name} type="button" aria-pressed={aids[name]} onClick={() => toggle(name)}>
              {labels.switches[name]}
            </button>
          ))}
          <button type="button" aria-pressed={speech === 'speaking'} onClick={readAloud}>
            {speech === 'speaking' ? labels.stopReading : labels.readAloud}
          </button>
        </div>
        <div className={styles.group}>
          <button type="button" onClick={() => change(NO_AIDS)}>
            {labels.reset}
          </button>
          <button type="button" onClick={() => setAidsOpen(false)}>
            {labels.close}
          </button>
        </div>
        <p className={styles.status} role="status">
          {speech === 'unsupported' ? labels.noSpeech : speech === 'no-voice' ? labels.noVoice : ''}
        </p>
      </div>
    </section>
  );
}
