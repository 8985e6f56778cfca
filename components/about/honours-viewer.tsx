'use client';
/** antd's image viewer over the honours (honours-gallery.tsx loads this chunk on demand). */
import { Image } from 'antd';
import type { Honour } from '@/lib/backend/types';
import { AntdTheme } from '@/components/antd-theme';

export type HonoursViewerProps = {
  honours: Honour[];
  open: boolean;
  current: number;
  onOpenChange: (open: boolean) => void;
  onChange: (index: number) => void;
};

export default function HonoursViewer({ honours, open, current, onOpenChange, onChange }: HonoursViewerProps) {
  return (
    <AntdTheme>
      <Image.PreviewGroup
        items={honours.map((honour) => ({ src: honour.image, alt: honour.title }))}
        preview={{ open, current, onOpenChange, onChange }}
      />
    </AntdTheme>
  );
}
