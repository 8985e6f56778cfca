'use client';

import { useState } from 'react';
import { Image } from 'antd';
import type { Honour } from '@/lib/backend/types';
import styles from './about.module.css';

const TYPE_LABELS: Record<Honour['type'], string> = { award: '荣誉奖项', certificate: '资质认证', patent: '专利' };

/**
 * Honours and qualifications as a grid of certificate images. Each is a real link to its image (works
 * without JavaScript); with JavaScript a click opens antd's viewer on that image, with zoom and the
 * previous/next of the whole group.
 */
export function HonoursGallery({ honours }: { honours: Honour[] }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);

  return (
    <>
      <ul className={styles.honours}>
        {honours.map((honour, index) => (
          <li key={honour.id}>
            <a
              href={honour.image}
              target="_blank"
              rel="noopener"
              aria-label={`查看大图：${honour.title}`}
              onClick={(event) => {
                event.preventDefault();
                setCurrent(index);
                setOpen(true);
              }}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- backend image, forwarded through /api/ */}
              <img src={honour.image} alt={honour.title} width={honour.width} height={honour.height} loading="lazy" />
            </a>
            <span className={styles.honourType}>
              {TYPE_LABELS[honour.type]} · {honour.year}
            </span>
            <strong>{honour.title}</strong>
            {honour.issuer ? <span className={styles.honourIssuer}>{honour.issuer}</span> : null}
          </li>
        ))}
      </ul>
      <Image.PreviewGroup
        items={honours.map((honour) => ({ src: honour.image, alt: honour.title }))}
        preview={{
          open,
          current,
          onOpenChange: (value) => setOpen(value),
          onChange: (index) => setCurrent(index),
        }}
      />
    </>
  );
}
