// A calm clinical theme: one deep teal, the system's own Inter-like sans-serif, generous spacing.
import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from "@mantine/core";

const brand: MantineColorsTuple = [
  "#e7f6f6",
  "#d3eced",
  "#a6d8da",
  "#76c3c6",
  "#4fb1b5",
  "#36a6aa",
  "#259fa4",
  "#128a8f",
  "#037b80",
  "#006a6f",
];

const fontFamily =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * Light variants (alerts, badges, light buttons and icons) write their text in the colour's shade 6, about 3:1 on
 * their pale background: too faint to read. Their text takes the darkest shade instead, and for the colours
 * whose darkest shade is still under 4.5:1 there (orange, green, yellow, teal), a darker one of the same hue.
 */
const LIGHT_TEXT: Record<string, string> = { orange: "#a8420c", green: "#1f6e30", yellow: "#875a00", teal: "#066649" };

const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const color = input.color ?? input.theme.primaryColor;
  const name = color.split(".")[0] ?? color;
  if (!(name in input.theme.colors)) return colors;
  if (input.variant === "light") return { ...colors, color: LIGHT_TEXT[name] ?? `var(--mantine-color-${name}-9)` };
  // White on a filled orange, green, yellow or teal of the default shade is under 4.5:1 (the lab notice's orange
  // button was 3.6:1): the same darker hue fills them instead.
  const dark = LIGHT_TEXT[name];
  if (input.variant === "filled" && dark && name === color) {
    return { ...colors, background: dark, hover: darken(dark, 0.1), color: "var(--mantine-color-white)" };
  }
  return colors;
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: "brand",
  primaryShade: { light: 8, dark: 6 },
  colors: { brand },
  fontFamily,
  headings: { fontFamily, fontWeight: "700" },
  defaultRadius: "md",
  cursorType: "pointer",
  focusRing: "auto",
  components: {
    Button: { defaultProps: { radius: "md" } },
    Modal: {
      defaultProps: {
        radius: "md",
        overlayProps: { backgroundOpacity: 0.4, blur: 2 },
        closeButtonProps: { "aria-label": "Close" },
      },
      styles: { title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } },
    },
    Paper: { defaultProps: { shadow: "xs" } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { "--solerx-page-bg": "#f4f6f7" },
  // Mantine's dimmed grey (#868e96) is 3.3:1 on white; secondary text must still reach 4.5:1, on white and on
  // the page's grey, so it is darker here (5.5:1 on white, 5.1:1 on the page).
  // Mantine's error red (#fa5252) is 3.6:1 on white, and it colours a field's message, its text and its
  // placeholder while invalid; red 9 (#c92a2a) reaches 5.9:1.
  light: { "--mantine-color-dimmed": "#5c6670", "--mantine-color-error": "#c92a2a" },
  dark: {},
});
