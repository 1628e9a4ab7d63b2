import { CERTIFICATE_SLOTS, type CertificateLayout, type CertificateSlot } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useT } from '../../../runtime/i18n';

export const SLOT_LABEL: Record<CertificateSlot, TranslationKey> = {
  learnerName: 'certificateTemplate.slotLearnerName',
  courseName: 'certificateTemplate.slotCourseName',
  completionDate: 'certificateTemplate.slotCompletionDate',
};

/** The preview is drawn at this share of the PDF's point sizes per pixel of its width (A4 is 842 pt wide). */
const PAGE_WIDTH_PT = 842;

export interface TemplatePreviewProps {
  title: string;
  body: string;
  signerName: string;
  signerTitle: string;
  backgroundUrl: string | null;
  layout: CertificateLayout;
  /** Sample values shown in the three slots. */
  samples: Record<CertificateSlot, string>;
  onMove: (slot: CertificateSlot, x: number, y: number) => void;
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/**
 * A live preview of the certificate, A4 landscape: the learner's name, the course name and the date are
 * dragged (or moved with the arrow keys) to where the PDF prints them, in percent of the page.
 */
export function TemplatePreview(props: TemplatePreviewProps) {
  const t = useT();
  const page = useRef<HTMLDivElement>(null);
  const dragging = useRef<CertificateSlot | null>(null);
  const scale = () => (page.current?.clientWidth ?? PAGE_WIDTH_PT) / PAGE_WIDTH_PT;

  const moveTo = (event: PointerEvent) => {
    const slot = dragging.current;
    const box = page.current?.getBoundingClientRect();
    if (!slot || !box || box.width === 0) return;
    props.onMove(
      slot,
      clamp(((event.clientX - box.left) / box.width) * 100),
      clamp(((event.clientY - box.top) / box.height) * 100),
    );
  };
  const nudge = (slot: CertificateSlot, event: KeyboardEvent) => {
    const step = event.shiftKey ? 5 : 1;
    const at = props.layout[slot];
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    props.onMove(slot, clamp(at.x + move[0]), clamp(at.y + move[1]));
  };
  const size = (pt: number) => `${Math.max(6, pt * scale())}px`;

  return (
    <div
      ref={page}
      className="relative aspect-[842/595] w-full touch-none select-none overflow-hidden rounded-md shadow ring-1 ring-line"
      style={
        props.backgroundUrl
          ? { backgroundImage: `url("${props.backgroundUrl}")`, backgroundSize: '100% 100%' }
          : { background: '#fffdf7' }
      }
      onPointerMove={moveTo}
      onPointerUp={() => {
        dragging.current = null;
      }}
    >
      {!props.backgroundUrl && (
        <>
          <div aria-hidden className="absolute inset-[4%] border-[6px] border-[#0f766e]" />
          <div aria-hidden className="absolute inset-[6%] border border-[#b08d57]" />
        </>
      )}
      <p
        className="absolute inset-x-0 top-[12%] text-center font-bold text-[#0f766e]"
        style={{ fontSize: size(30) }}
      >
        {props.title}
      </p>
      <p
        className="absolute inset-x-[15%] top-[24%] text-center text-gray-700"
        style={{ fontSize: size(13) }}
      >
        {props.body}
      </p>
      {CERTIFICATE_SLOTS.map((slot) => {
        const at = props.layout[slot];
        return (
          <button
            key={slot}
            type="button"
            aria-label={`${t(SLOT_LABEL[slot])} (${at.x}%, ${at.y}%)`}
            title={t('certificateTemplate.positionsHelp')}
            className="absolute -translate-x-1/2 -translate-y-1/2 cursor-move whitespace-nowrap rounded border border-dashed border-brand-600/60 bg-white/40 px-1 text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            style={{
              left: `${at.x}%`,
              top: `${at.y}%`,
              fontSize: size(at.size),
              fontWeight: slot === 'completionDate' ? 400 : 700,
            }}
            onPointerDown={(event) => {
              dragging.current = slot;
              event.currentTarget.setPointerCapture?.(event.pointerId);
            }}
            onPointerMove={moveTo}
            onPointerUp={() => {
              dragging.current = null;
            }}
            onKeyDown={(event) => nudge(slot, event)}
          >
            {props.samples[slot]}
          </button>
        );
      })}
      {(props.signerName || props.signerTitle) && (
        <div className="absolute bottom-[12%] left-[65%] w-[22%] border-t border-gray-500 pt-1 text-center">
          <p className="font-bold text-gray-900" style={{ fontSize: size(13) }}>
            {props.signerName}
          </p>
          <p className="text-gray-600" style={{ fontSize: size(10) }}>
            {props.signerTitle}
          </p>
        </div>
      )}
    </div>
  );
}
