'use client';
import { useId, useState } from 'react';
import type { cmsImageProps } from '@/lib/cms-image';
import type { SocialQrLabels } from './social-qr.labels';
import styles from './footer.module.css';

/** An `<img>`'s attributes, made on the server (lib/cms-image.ts). */
type ImageAttributes = ReturnType<typeof cmsImageProps>;

/**
 * A social account icon that reveals its QR image (requirements §2): on hover and keyboard focus, and on tap for
 * touch screens. Escape, moving away or tapping elsewhere closes it.
 */
export function SocialQr({ labels, icon, image }: { labels: SocialQrLabels; icon: ImageAttributes; image: ImageAttributes }) {
  const [open, setOpen] = useState(false);
  const popupId = useId();
  return (
    <div className={styles.qr} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={styles.qrButton}
        aria-label={labels.name}
        aria-expanded={open}
        aria-controls={popupId}
        // Open, not toggle: on a desktop the pointer has already opened it on hover.
        onClick={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <img {...icon} alt="" />
      </button>
      <div id={popupId} className={styles.qrPopup} hidden={!open} role="tooltip">
        <img {...image} alt={labels.image} />
        <span>{labels.name}</span>
      </div>
    </div>
  );
}
