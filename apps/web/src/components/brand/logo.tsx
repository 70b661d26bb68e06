// The SoleRx mark (an insole outline) and word mark.
import { Group, Text, VisuallyHidden } from "@mantine/core";

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-8)" />
      <path
        d="M17.6 5.5c3.7.3 5.9 3.6 5.6 7.6-.2 2.6-1.4 4.6-2 6.8-.6 2.3-.3 4.4-1.4 6.1-1 1.6-2.9 2.3-4.7 1.8-2.1-.6-3-2.6-2.8-4.8.2-2.1 1.2-3.6 1-5.6-.2-1.8-1.6-3.3-1.5-5.4.2-3.8 2.6-6.7 5.8-6.5Z"
        fill="#fff"
      />
    </svg>
  );
}

/** The mark with the word mark; without it (a narrow bar) the name is still there for screen readers. */
export function Logo({ size = 32, withWordMark = true }: { size?: number; withWordMark?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap" style={{ flexShrink: 0 }}>
      <LogoMark size={size} />
      {withWordMark ? (
        <Text component="span" fw={700} fz={size * 0.62} c="brand.9" style={{ letterSpacing: "-0.01em" }}>
          {/* brand-8, not the lighter brand-6: "Rx" must reach 4.5:1 on white like any text. */}
          Sole<span style={{ color: "var(--mantine-color-brand-8)" }}>Rx</span>
        </Text>
      ) : (
        <VisuallyHidden>SoleRx</VisuallyHidden>
      )}
    </Group>
  );
}
