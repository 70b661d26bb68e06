// The picture of each orthotic style: simple vector drawings of the device, from above (the shell's length under
// the top cover) and from the side (heel cup depth, arch, cushioning), so the styles differ at a glance. Drawn
// here, no image files; decorative, since the title and description carry the meaning.
import type { OrthoticStyleTitle } from "@solerx/domain/prescription";

interface StyleShape {
  /** Where the shell ends, heel at x = 12 and toes at x = 192: met 120, sulcus 158, full 190. */
  shellEnd: number;
  /** Where the top cover ends (0: no cover). */
  coverEnd: number;
  /** Outline width, 1 = standard. */
  width: number;
  /** Heel cup depth in the side view. */
  heelCup: number;
  arch: number;
  /** Cushion under the cover in the side view. */
  cushion: number;
  /** High medial and lateral walls (UCBL). */
  walls?: boolean;
  medialFlange?: boolean;
  /** A rearfoot post under the heel. */
  post?: boolean;
  /** Soft, accommodating material. */
  soft?: boolean;
}

const MET = 120;
const SULCUS = 158;
const FULL = 190;

const SHAPES: Record<OrthoticStyleTitle, StyleShape> = {
  "Functional Orthotics": { shellEnd: MET, coverEnd: FULL, width: 1, heelCup: 12, arch: 13, cushion: 1 },
  Dress: { shellEnd: MET - 4, coverEnd: SULCUS, width: 0.8, heelCup: 7, arch: 10, cushion: 0 },
  Sport: { shellEnd: MET, coverEnd: FULL, width: 1, heelCup: 15, arch: 12, cushion: 3, post: true },
  "Sport (low profile)": { shellEnd: MET, coverEnd: FULL, width: 0.9, heelCup: 10, arch: 10, cushion: 1, post: true },
  "Everyday Comfort - Met Length Shell": { shellEnd: MET, coverEnd: FULL, width: 1, heelCup: 10, arch: 11, cushion: 3 },
  "Everyday Comfort - Sulcus Length Shell": {
    shellEnd: SULCUS,
    coverEnd: FULL,
    width: 1,
    heelCup: 10,
    arch: 11,
    cushion: 3,
  },
  "Everyday Comfort - Full Length Shell": {
    shellEnd: FULL,
    coverEnd: FULL,
    width: 1,
    heelCup: 10,
    arch: 11,
    cushion: 3,
  },
  Accommodative: { shellEnd: FULL, coverEnd: FULL, width: 1.04, heelCup: 10, arch: 9, cushion: 6, soft: true },
  Flatfoot: { shellEnd: MET, coverEnd: FULL, width: 1, heelCup: 15, arch: 18, cushion: 1, medialFlange: true },
  UCBL: { shellEnd: MET - 6, coverEnd: 0, width: 1, heelCup: 24, arch: 14, cushion: 0, walls: true },
};

/** A right insole seen from above, heel left, toes right, medial edge on top; centred on y = 35. */
const OUTLINE =
  "M12 36C12 24 22 18 36 18C58 18 72 24 96 21C120 17 140 9 160 10C180 11 192 20 192 32C192 46 180 57 158 57" +
  "C136 57 118 54 98 51C76 48 56 53 36 53C22 53 12 47 12 36Z";

const INK = "#0b5f63";
const SHELL = "#128a8f";
const COVER = "#e7f6f6";
const CUSHION = "#a6d8da";
/** Soft, accommodating shells are drawn lighter than the firm ones. */
const SOFT_SHELL = "#76c3c6";
const GROUND = 114;

function TopView({ shape, id }: { shape: StyleShape; id: string }) {
  const squeeze = `translate(0 ${35 * (1 - shape.width)}) scale(1 ${shape.width})`;
  // The shell's toe end is a gentle curve, as a met or sulcus shell is cut.
  const cut = (end: number) => (end >= FULL ? "M0 0H204V70H0Z" : `M0 0H${end - 6}Q${end + 6} 35 ${end - 6} 70H0Z`);
  const shellClip = cut(shape.shellEnd);
  const coverClip = cut(shape.coverEnd);
  return (
    <g transform={squeeze}>
      <defs>
        <clipPath id={`${id}-shell`}>
          <path d={shellClip} />
        </clipPath>
        <clipPath id={`${id}-cover`}>
          <path d={coverClip} />
        </clipPath>
        <clipPath id={`${id}-outline`}>
          <path d={OUTLINE} />
        </clipPath>
        {shape.soft && (
          <pattern id={`${id}-soft`} width="7" height="7" patternUnits="userSpaceOnUse">
            <circle cx="3.5" cy="3.5" r="1.1" fill={INK} opacity="0.35" />
          </pattern>
        )}
      </defs>
      <path d={OUTLINE} fill="none" stroke="#c9d6d8" strokeWidth="1" strokeDasharray="3 3" />
      {shape.coverEnd > 0 && (
        <g clipPath={`url(#${id}-cover)`}>
          <path d={OUTLINE} fill={COVER} stroke={INK} strokeWidth="1.2" />
        </g>
      )}
      <g clipPath={`url(#${id}-outline)`}>
        <path d={shellClip} fill={shape.soft ? SOFT_SHELL : SHELL} opacity={shape.coverEnd > 0 ? 0.78 : 0.95} />
        {shape.soft && <path d={shellClip} fill={`url(#${id}-soft)`} />}
        {shape.walls && <path d={OUTLINE} fill="none" stroke={INK} strokeWidth="9" clipPath={`url(#${id}-shell)`} />}
        {shape.medialFlange && <path d="M40 14C60 16 76 22 100 18L100 26C76 30 60 24 40 24Z" fill={INK} />}
      </g>
      <path d={OUTLINE} fill="none" stroke={INK} strokeWidth="1.2" clipPath={`url(#${id}-shell)`} />
    </g>
  );
}

function SideView({ shape }: { shape: StyleShape }) {
  const base = GROUND - 4;
  const top = (lift: number) => base - lift;
  const end = shape.shellEnd;
  // The shell's upper surface: the heel cup's rim, the heel seat, the arch, down to the shell's end.
  const shell =
    `M12 ${top(shape.heelCup)}C12 ${top(shape.heelCup * 0.25)} 18 ${base} 32 ${base}` +
    `C50 ${base} 58 ${top(shape.arch)} 80 ${top(shape.arch)}C100 ${top(shape.arch)} 106 ${base} ${Math.min(end, 128)} ${base}` +
    (end > 128 ? `L${end} ${base}` : "");
  const lift = 3 + shape.cushion / 2;
  const cover =
    shape.coverEnd > 0
      ? `M22 ${base - lift}C50 ${base - lift} 58 ${top(shape.arch) - lift} 80 ${top(shape.arch) - lift}` +
        `C100 ${top(shape.arch) - lift} 106 ${base - lift} 128 ${base - lift}L${shape.coverEnd} ${GROUND - 2 - shape.cushion / 2}`
      : "";
  return (
    <g>
      <line x1="6" x2="196" y1={GROUND + 1} y2={GROUND + 1} stroke="#c9d6d8" strokeWidth="1" />
      {shape.post && <path d={`M16 ${base + 1}H46L46 ${GROUND}H16Z`} fill={INK} opacity="0.85" />}
      {cover && <path d={cover} fill="none" stroke={CUSHION} strokeWidth={2 + shape.cushion} strokeLinecap="round" />}
      {cover && <path d={cover} fill="none" stroke={INK} strokeWidth="0.8" strokeLinecap="round" opacity="0.6" />}
      {shape.walls && (
        <path
          d={`M12 ${top(shape.heelCup)}C30 ${top(shape.heelCup) + 2} 56 ${top(shape.arch + 8)} 84 ${top(shape.arch + 4)}`}
          fill="none"
          stroke={SHELL}
          strokeWidth="2"
          strokeDasharray="4 2"
        />
      )}
      <path d={shell} fill="none" stroke={SHELL} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

export function StylePicture({ title, id }: { title: OrthoticStyleTitle; id: string }) {
  const shape = SHAPES[title];
  return (
    <svg
      viewBox="0 0 204 122"
      width="100%"
      aria-hidden="true"
      focusable="false"
      style={{ display: "block", maxHeight: "100%" }}
    >
      <TopView shape={shape} id={id} />
      <SideView shape={shape} />
    </svg>
  );
}
