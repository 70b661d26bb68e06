// THE prescription editor of /prescription and /saved-rx (spec 001 §3, §5): the diagnosis and the four categories,
// each a hash anchor (#shell, #posting, #coverings, #accommodations). It holds no state: each control hands an
// update of the whole prescription to onChange, which the screen applies (a patient's prescription fitted to the
// scans and saved, a saved Rx kept until Save). `scans` says which feet may be prescribed for; a saved Rx has
// both.
import { Box, Paper, Stack } from "@mantine/core";
import { DIAGNOSIS_OPTIONS } from "@solerx/domain/prescription";
import { EDITOR_TEXTS } from "../texts";
import { AccommodationsSection } from "./accommodations-section";
import { OptionSelect } from "./controls";
import { CoveringsSection } from "./coverings-section";
import type { EditorSectionProps } from "./editor-props";
import { EditorSection } from "./editor-section";
import { PostingSection } from "./posting-section";
import { ShellSection } from "./shell-section";

const NO_DIAGNOSIS = DIAGNOSIS_OPTIONS[0];
const DIAGNOSES = DIAGNOSIS_OPTIONS.map((value) => ({ value, label: value }));

export function PrescriptionEditor({ value, scans, onChange }: EditorSectionProps) {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <Box maw={440}>
          <OptionSelect
            label={EDITOR_TEXTS.diagnosis}
            value={value.diagnosis ?? NO_DIAGNOSIS}
            options={DIAGNOSES}
            // "Please select" is no diagnosis: nothing is stored.
            onChange={(diagnosis) =>
              onChange(({ diagnosis: _previous, ...rx }) => (diagnosis === NO_DIAGNOSIS ? rx : { ...rx, diagnosis }))
            }
          />
        </Box>
      </Paper>
      <EditorSection category="Shell">
        <ShellSection value={value} scans={scans} onChange={onChange} />
      </EditorSection>
      <EditorSection category="Posting">
        <PostingSection value={value} scans={scans} onChange={onChange} />
      </EditorSection>
      <EditorSection category="Coverings">
        <CoveringsSection value={value} onChange={onChange} />
      </EditorSection>
      <EditorSection category="Accommodations">
        <AccommodationsSection value={value} scans={scans} onChange={onChange} />
      </EditorSection>
    </Stack>
  );
}
