// The category jump buttons (spec 001 §2): Shell, Posting, Coverings, Accommodations, each a link to the editor's
// hash anchor; under 768 px one Menu drop-down holds them instead.
import { Button, Group, Menu } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { PRESCRIPTION_CATEGORIES } from "@solerx/domain/prescription";
import { IconChevronDown } from "@tabler/icons-react";
import { CATEGORY_ANCHORS } from "../../../entities/prescription/texts";
import { PRESCRIPTION_TEXTS } from "../texts";

/** Small screens: under 768 px (48em), as the top bar counts them. */
export const SMALL_SCREEN = "(max-width: 47.99em)";

export function CategoryNav() {
  const small = useMediaQuery(SMALL_SCREEN, false, { getInitialValueInEffect: false });
  if (small) {
    return (
      // No focus placeholder inside the menu: a focusable child that is not a menu item is not allowed there.
      <Menu position="bottom-start" shadow="md" width={220} withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
            {PRESCRIPTION_TEXTS.menu}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {PRESCRIPTION_CATEGORIES.map((category) => (
            <Menu.Item key={category} component="a" href={`#${CATEGORY_ANCHORS[category]}`}>
              {category}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Group component="nav" aria-label={PRESCRIPTION_TEXTS.categories} gap="xs">
      {PRESCRIPTION_CATEGORIES.map((category) => (
        <Button key={category} component="a" href={`#${CATEGORY_ANCHORS[category]}`} variant="default" size="sm">
          {category}
        </Button>
      ))}
    </Group>
  );
}
