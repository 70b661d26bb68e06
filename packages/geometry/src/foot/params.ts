// The foot generator's options, and their resolution into one shape description: defaults drawn from the seeded
// PRNG, then the scan mode's effect on the soft tissue (a loaded foot spreads and its arch drops).
import { DEFAULT_SCAN_MODE, type ScanModeValue } from "@solerx/domain/scan";
import { DEFAULT_SHOE_SIZE_UNIT, type ShoeSizeUnit } from "@solerx/domain/shoe-size";
import { type Random, seededRandom, signed } from "./random";
import { footLengthMm } from "./shoe-size";

export const TOE_SHAPES = ["egyptian", "greek", "square"] as const;
/** Egyptian: the big toe is longest; greek: the second toe; square: the first three about level. */
export type ToeShape = (typeof TOE_SHAPES)[number];
export const TOE_FORMS = ["separate", "fused"] as const;
/**
 * Separate: five toes, grooves between them. Fused: the toes one lump (no grooves, their tops one smooth dorsal
 * lump, the crease under them shallow), as a scan of toes held together, webbed or in a sock shows them.
 */
export type ToeForm = (typeof TOE_FORMS)[number];
export type FootSide = "left" | "right";

export const MIN_TRIANGLES = 50_000;
export const MAX_TRIANGLES = 150_000;

export interface FootOptions {
  /** PRNG seed: the same options and seed give the same foot. Default 1. */
  seed?: number;
  shoeSize: number;
  /** Default US MEN'S. */
  shoeSizeUnit?: ShoeSizeUnit;
  side: FootSide;
  /** Default semi-weighted, the spec's default scan mode. */
  scanMode?: ScanModeValue;
  /** Width across the ball in mm, as the foot is at semi-weighted load; default from the length and seed. */
  ballWidth?: number;
  /** Width of the heel in mm (semi-weighted); default from the ball width and seed. */
  heelWidth?: number;
  /** Height in mm of the plantar surface under the medial arch (semi-weighted); default from length and seed. */
  archHeight?: number;
  /** Default drawn from the seed (egyptian most often). */
  toeShape?: ToeShape;
  /** Default separate. */
  toes?: ToeForm;
  /** No fat pads under the first and fifth metatarsal heads (padDepth 0): a flat forefoot. Default false. */
  flatForefoot?: boolean;
  /** About how many triangles, 50,000 to 150,000; default 100,000. */
  triangles?: number;
}

/** How a scan mode changes the plantar shape. */
interface ModeEffect {
  /** Factors on the semi-weighted ball and heel widths: load spreads the soft tissue. */
  ballWidth: number;
  heelWidth: number;
  /** Factor on the semi-weighted arch height. */
  arch: number;
  /** Extra lift of the whole midfoot sole, as a share of the arch height (an unloaded sole is rounder). */
  midfootLift: number;
  /** Superellipse exponent of the sole's cross-section: higher is flatter (wider plantar contact). */
  soleExponent: number;
  /** Factor on the heel pad's rounding radius. */
  heelPad: number;
  /** Factor on the toe crease depth. */
  sulcus: number;
  /** Foam box: the impression's depth as a share of the foot length; the cast is flat at that height. */
  cutDepth?: number;
}

const MODE_EFFECTS: Record<ScanModeValue, ModeEffect> = {
  weighted: {
    ballWidth: 1.03,
    heelWidth: 1.04,
    arch: 0.7,
    midfootLift: 0,
    soleExponent: 5.5,
    heelPad: 0.8,
    sulcus: 0.6,
  },
  "semi-weighted": { ballWidth: 1, heelWidth: 1, arch: 1, midfootLift: 0, soleExponent: 4, heelPad: 1, sulcus: 1 },
  "non-weighted": {
    ballWidth: 0.98,
    heelWidth: 0.97,
    arch: 1.3,
    midfootLift: 0.2,
    soleExponent: 3,
    heelPad: 1.15,
    sulcus: 1.3,
  },
  // A foot pressed into foam carries little weight: the arch is near the unloaded one, the sole rounder.
  foambox: {
    ballWidth: 0.99,
    heelWidth: 0.99,
    arch: 1.15,
    midfootLift: 0.1,
    soleExponent: 3.5,
    heelPad: 1.1,
    sulcus: 1.1,
    cutDepth: 0.14,
  },
};

/**
 * The foot's bones and soft-tissue shape, drawn from the seed independently of the estimator's constants (shares of
 * the length L unless said otherwise; ranges in docs/decisions.md). They vary beyond the estimator's averages; the
 * surface shows the navicular (a bump of the medial outline) and the first and fifth heads (their plantar pads) at
 * their drawn places, as a real foot does, and nothing else of where the bones are.
 */
export interface FootAnatomy {
  /** y of the first and fifth metatarsal heads (share of L): the medial and lateral extremes of the ball. */
  firstMetatarsal: number;
  fifthMetatarsal: number;
  /** Share of the ball width medial of the heel centre's line (x = 0). */
  medialShare: number;
  /** The heads' plantar centres across the ball, from the first (0) to the fifth (1), heads 2 to 4. */
  headAcross: [number, number, number];
  /** How far the metatarsal parabola bulges distally past the line from the first head to the fifth, mm. */
  parabola: number;
  /** Each of heads 2 to 4 off the parabola along the foot, mm. */
  headJitter: [number, number, number];
  /** Insets of the first and fifth heads' centres from the ball's edge, shares of the ball width. */
  firstInset: number;
  fifthInset: number;
  navicular: number;
  /** The navicular tuberosity's height above the arch's plantar apex, share of L. */
  navicularRise: number;
  /** The medial arch: where it starts to rise, its apex, and where it has come down (shares of L). */
  archStart: number;
  archApex: number;
  archEnd: number;
  /** Where across the sole the arch's lift fades (−1 medial edge, 1 lateral), and over what width. */
  archFade: number;
  archFadeWidth: number;
  /** y of the base of the fifth metatarsal (its tuberosity), share of L. */
  fifthBase: number;
  /** The toe crease past the most distal head, share of L. */
  sulcusGap: number;
  /** The heel-spur point ahead of the heel centre, share of the heel width. */
  heelSpur: number;
  /** Height of the ankle's stump (the scan's top), share of L. */
  ankleHeight: number;
  /** The navicular tuberosity's prominence out of the medial outline at its y (mm), and its reach along y (mm). */
  navicularBump: number;
  navicularReach: number;
  /** The plantar fat pads under the first and fifth heads: how far the sole around each stands above its centre
   * (mm), and the pad's radius (mm); the sole is lowest at the head's own x and y. */
  padDepth: number;
  padRadius: number;
}

/** Everything the generator builds from, in mm, for a right foot (the left is its mirror). */
export interface FootShape {
  side: FootSide;
  scanMode: ScanModeValue;
  toeShape: ToeShape;
  toeForm: ToeForm;
  length: number;
  ballWidth: number;
  heelWidth: number;
  archHeight: number;
  midfootLift: number;
  soleExponent: number;
  heelPadRadius: number;
  sulcusDepth: number;
  /** z of the foam's top face for a foam-box impression; undefined for the other modes. */
  cutHeight: number | undefined;
  /** Toe tips: x (mm, right foot), y (share of length short of the full length), radius (mm). */
  toes: { x: number; shortfall: number; radius: number }[];
  /** Small per-foot variations from the seed: dorsal height factor. */
  dorsalHeight: number;
  anatomy: FootAnatomy;
  triangles: number;
}

/** Fused toes: the toe crease's depth is this share of separate toes' (the fold under one lump is faint). */
const FUSED_CREASE = 0.3;

/** Toe tip shortfalls (share of the length) from the big toe to the little toe. */
const TOE_SHORTFALLS: Record<ToeShape, number[]> = {
  egyptian: [0, 0.025, 0.06, 0.1, 0.15],
  greek: [0.015, 0, 0.04, 0.085, 0.14],
  square: [0, 0.004, 0.012, 0.07, 0.13],
};

function pickToeShape(random: Random): ToeShape {
  const r = random();
  return r < 0.6 ? "egyptian" : r < 0.85 ? "greek" : "square";
}

/** Uniform in [low, high] from the next draw. */
function between(random: Random, low: number, high: number): number {
  return low + (high - low) * random();
}

function drawAnatomy(random: Random, length: number): FootAnatomy {
  const mm = length / 265;
  const firstMetatarsal = between(random, 0.68, 0.76);
  const fifthMetatarsal = firstMetatarsal - between(random, 0.05, 0.11);
  const archApex = between(random, 0.36, 0.47);
  return {
    firstMetatarsal,
    fifthMetatarsal,
    medialShare: between(random, 0.46, 0.48),
    headAcross: [between(random, 0.24, 0.34), between(random, 0.5, 0.6), between(random, 0.72, 0.82)],
    parabola: between(random, 5, 12) * mm,
    headJitter: [signed(random) * 1.5, signed(random) * 1.5, signed(random) * 1.5],
    firstInset: between(random, 0.08, 0.16),
    fifthInset: between(random, 0.06, 0.13),
    navicular: between(random, 0.37, 0.48),
    navicularRise: between(random, 0.06, 0.085),
    archStart: between(random, 0.14, 0.22),
    archApex,
    archEnd: Math.min(fifthMetatarsal - 0.02, archApex + between(random, 0.18, 0.28)),
    archFade: between(random, 0.1, 0.5),
    archFadeWidth: between(random, 0.8, 1.2),
    fifthBase: fifthMetatarsal - between(random, 0.2, 0.25),
    sulcusGap: between(random, 0.035, 0.06),
    heelSpur: between(random, 0.25, 0.45),
    ankleHeight: between(random, 0.29, 0.33),
    // Drawn last, so every earlier draw (and so every earlier foot) is unchanged. Ranges assumed: docs/decisions.md.
    navicularBump: between(random, 2, 4) * mm,
    navicularReach: between(random, 8, 12) * mm,
    padDepth: between(random, 1.5, 2.5) * mm,
    padRadius: between(random, 5, 7) * mm,
  };
}

export function resolveFootShape(options: FootOptions): FootShape {
  const random = seededRandom(options.seed ?? 1);
  const scanMode = options.scanMode ?? DEFAULT_SCAN_MODE;
  const effect = MODE_EFFECTS[scanMode];
  if (effect === undefined) throw new RangeError(`unknown scan mode ${String(options.scanMode)}`);
  if (options.side !== "left" && options.side !== "right") throw new RangeError("side must be left or right");
  const length = footLengthMm(options.shoeSize, options.shoeSizeUnit ?? DEFAULT_SHOE_SIZE_UNIT);
  // Draws happen in a fixed order whether or not an option is given, so one option does not reshuffle the rest.
  const ballDraw = signed(random);
  const heelDraw = signed(random);
  const archDraw = signed(random);
  const toeDraw = pickToeShape(random);
  const heightDraw = signed(random);
  const toeJitter = TOE_SHORTFALLS.egyptian.map(() => signed(random));
  const radiusJitter = TOE_SHORTFALLS.egyptian.map(() => signed(random));
  const drawn = drawAnatomy(random, length);
  // The options that change the shape, not the draws: every other feature of the foot stays as without them.
  const anatomy = options.flatForefoot === true ? { ...drawn, padDepth: 0 } : drawn;

  const ballWidth = options.ballWidth ?? length * 0.39 * (1 + 0.04 * ballDraw);
  const heelWidth = options.heelWidth ?? ballWidth * 0.66 * (1 + 0.03 * heelDraw);
  const archHeight = options.archHeight ?? length * 0.055 * (1 + 0.25 * archDraw);
  checkRange("ballWidth", ballWidth, length * 0.25, length * 0.55);
  checkRange("heelWidth", heelWidth, ballWidth * 0.45, ballWidth * 0.9);
  checkRange("archHeight", archHeight, 0, length * 0.12);
  const toeShape = options.toeShape ?? toeDraw;
  if (!TOE_SHAPES.includes(toeShape)) throw new RangeError(`unknown toe shape ${String(toeShape)}`);
  const toeForm = options.toes ?? "separate";
  if (!TOE_FORMS.includes(toeForm)) throw new RangeError(`unknown toe form ${String(toeForm)}`);
  const triangles = options.triangles ?? 100_000;
  checkRange("triangles", triangles, MIN_TRIANGLES, MAX_TRIANGLES);

  const ball = ballWidth * effect.ballWidth;
  const medialHalf = ball * anatomy.medialShare;
  // Toe centres across the forefoot (share of the ball width from its medial side) and half widths (share of it):
  // neighbours touch or overlap a little, so the grooves between them close (and may cross by a hair).
  const across = [0.19, 0.42, 0.58, 0.72, 0.85];
  const radii = [0.13, 0.085, 0.078, 0.072, 0.068];
  const toes = TOE_SHORTFALLS[toeShape].map((shortfall, i) => ({
    x: -medialHalf + ball * (across[i] as number),
    // The longest toe stays exactly at the full length; the others vary by up to 1.5% of it.
    shortfall: shortfall === 0 ? 0 : Math.max(0.003, shortfall + 0.015 * (toeJitter[i] as number)),
    radius: ball * (radii[i] as number) * (1 + 0.08 * (radiusJitter[i] as number)),
  }));
  return {
    side: options.side,
    scanMode,
    toeShape,
    toeForm,
    length,
    ballWidth: ball,
    heelWidth: heelWidth * effect.heelWidth,
    archHeight: archHeight * effect.arch,
    midfootLift: archHeight * effect.arch * effect.midfootLift,
    soleExponent: effect.soleExponent,
    heelPadRadius: length * 0.1 * effect.heelPad,
    sulcusDepth: length * 0.012 * effect.sulcus * (toeForm === "fused" ? FUSED_CREASE : 1),
    cutHeight: effect.cutDepth === undefined ? undefined : effect.cutDepth * length,
    toes,
    dorsalHeight: 1 + 0.05 * heightDraw,
    anatomy,
    triangles,
  };
}

function checkRange(name: string, value: number, min: number, max: number): void {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`${name} ${value} is outside ${min.toFixed(1)} to ${max.toFixed(1)}`);
  }
}
