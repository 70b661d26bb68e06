// The way to the fabrication lab for lab staff (GET /profile/operator/access → lab): a button in the top bar (back
// to Patients on the lab screen itself), and a notice above the patient list, where a lab user lands after signing
// in like everyone. Loaded lazily, after the first screen: the access call and its schema are not part of it.
import { ActionIcon, Alert, Button } from "@mantine/core";
import { IconBuildingFactory2, IconUsers } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { normalizePath, paths, ROUTES } from "../../config/paths";
import { useOperatorAccess } from "../../entities/session/api/get-operator-access";
import { LAB_LINK_TEXTS } from "../texts";

export function LabLink({ compact }: { compact: boolean }) {
  const access = useOperatorAccess();
  const { pathname } = useLocation();
  if (!access.data?.lab) return null;
  const onLab = normalizePath(pathname) === paths.lab;
  const to = onLab ? paths.patients : paths.lab;
  const label = onLab ? LAB_LINK_TEXTS.patients : ROUTES.lab.title;
  const Icon = onLab ? IconUsers : IconBuildingFactory2;
  if (compact) {
    return (
      <ActionIcon component={Link} to={to} variant="light" color="orange" size={36} aria-label={label} title={label}>
        <Icon size={18} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <Button component={Link} to={to} variant="light" color="orange" leftSection={<Icon size={18} aria-hidden />}>
      {label}
    </Button>
  );
}

export function LabNotice() {
  const access = useOperatorAccess();
  if (!access.data?.lab) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconBuildingFactory2 aria-hidden />} title={ROUTES.lab.title} mb="lg">
      {LAB_LINK_TEXTS.noticeBody}
      <Button component={Link} to={paths.lab} size="xs" color="orange" mt="sm" display="block" w="fit-content">
        {LAB_LINK_TEXTS.openLab}
      </Button>
    </Alert>
  );
}
