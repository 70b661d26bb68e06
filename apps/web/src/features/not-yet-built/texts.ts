// The text of a screen whose work arrives in a later release.

/** A route whose screen is not built yet says so plainly. */
export function laterReleaseText(screen: string): string {
  return `The ${screen} screen arrives in a later release of SoleRx.`;
}
