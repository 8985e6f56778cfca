'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import styles from './about.module.css';
import type { GalleryHonour } from './honour-pictures';
import type { HonoursLabels } from './honours-gallery.labels';

const loadViewer = () => import('./honours-viewer');
const HonoursViewer = dynamic(loadViewer, { ssr: false });

/**
 * Honours and qualifications as a grid of certificate images. Each is a real link to its image (works
 * without JavaScript); with JavaScript a click opens antd's viewer on that image, with zoom and the
 * previous/next of the whole group. The viewer's code (antd's Image) is fetched when a certificate is
 * first pointed at, focused or clicked, not with the page. The pictures' attributes come from the server
 * (honour-pictures.ts), so the image optimizer's code stays there.
 */
export function HonoursGallery({ honours, labels }: { honours: GalleryHonour[]; labels: HonoursLabels }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  // Mounted from the first opening on, so closing keeps antd's closing animation.
  const [wanted, setWanted] = useState(false);
  const warm = () => void loadViewer().catch(() => undefined);
  // Only honours with an image have a picture to open; the others are listed as text.
  const pictured = honours.filter((honour) => honour.image);

  return (
    <>
      <ul className={styles.honours}>
        {honours.map((honour) => (
          <li key={honour.id}>
            {honour.image && honour.picture ? (
              <a
                href={honour.image}
                target="_blank"
                rel="noopener"
                aria-label={labels.view.replace('{title}', honour.title)}
                onPointerEnter={warm}
                onFocus={warm}
                onClick={(event) => {
                  event.preventDefault();
                  setCurrent(pictured.indexOf(honour));
                  setWanted(true);
                  setOpen(true);
                }}
              >
                <img {...honour.picture} alt={honour.picture.alt} />
              </a>
            ) : null}
            <span className={styles.honourType}>
              {labels.types[honour.type]} · {honour.year}
            </span>
            <strong>{honour.title}</strong>
            {honour.issuer ? <span className={styles.honourIssuer}>{honour.issuer}</span> : null}
          </li>
        ))}
      </ul>
      {wanted ? <HonoursViewer honours={pictured} open={open} current={current} onOpenChange={setOpen} onChange={setCurrent} /> : null}
    </>
  );
}
