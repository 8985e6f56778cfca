'use client';
/**
 * Where the contact form goes. The form (antd's Form, Input, Select and their style runtime: the heaviest
 * code of the site) is fetched when its place comes within a screen or so of the viewport, so a visitor
 * who reads the addresses and hotlines at the top of the page does not download it. The slot keeps the
 * form's height meanwhile, so nothing moves when it arrives. Without JavaScript the page's <noscript>
 * note says how to reach us instead.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import styles from './contact.module.css';
import type { MessageFormLabels } from './message-form.labels';

const MessageForm = dynamic(() => import('./message-form'), { ssr: false });

/** How far ahead of the viewport the form starts loading. */
const AHEAD = '800px 0px';

/** `notice`: what the form collects and why, before its button (components/privacy/privacy-notice.tsx). */
export function LazyMessageForm({ labels, notice }: { labels: MessageFormLabels; notice?: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={slot} className={styles.formSlot}>
      {near ? <MessageForm labels={labels} notice={notice} /> : null}
    </div>
  );
}
