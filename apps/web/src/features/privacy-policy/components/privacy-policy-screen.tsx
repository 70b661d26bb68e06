// /privacy-policy (spec 000 §1, §2): the privacy policy in English with a back button. The data controller is a
// Spanish insole maker; the retention periods are the spec's.
import { Anchor, Button, List, Paper, Stack, Table, Text, Title, TypographyStylesProvider } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { getConfig } from "../../../lib/config";
import { CONTROLLER, RETENTION } from "../policy";
import { PRIVACY_TEXTS } from "../texts";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={2} fz="lg" mt="xl" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

export function PrivacyPolicyScreen({ onBack }: { onBack: () => void }) {
  const { contactEmail } = getConfig();
  const mail = (
    <Anchor href={`mailto:${contactEmail}`} inherit>
      {contactEmail}
    </Anchor>
  );
  return (
    <Stack maw={860} mx="auto" gap="md">
      <div>
        <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack} px="xs">
          {PRIVACY_TEXTS.back}
        </Button>
      </div>
      <Paper withBorder radius="md" p={{ base: "lg", sm: 40 }}>
        <TypographyStylesProvider>
          <Title order={1} fz={30}>
            {PRIVACY_TEXTS.heading}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            SoleRx clinic application · Last updated {CONTROLLER.lastUpdated}
          </Text>

          <Text mt="lg">
            This policy explains how personal data is processed when clinics use SoleRx to record patients, capture 3D
            foot scans, write prescriptions and order custom orthotic insoles. It applies to clinic staff who sign in to
            SoleRx and to the patients whose records they keep in it. We process personal data in accordance with the
            General Data Protection Regulation (EU) 2016/679 (GDPR) and the Spanish Organic Law 3/2018 on the Protection
            of Personal Data and Guarantee of Digital Rights (LOPDGDD).
          </Text>

          <Section title="1. Who is responsible for your data">
            <Text>
              The data controller is <strong>{CONTROLLER.name}</strong>, tax ID {CONTROLLER.taxId}, registered office at{" "}
              {CONTROLLER.address}, a manufacturer of custom orthotic insoles. You can reach us about anything in this
              policy, including our Data Protection Officer, at {mail}.
            </Text>
          </Section>

          <Section title="2. What data we process">
            <List spacing={6}>
              <List.Item>
                <strong>Clinic staff accounts:</strong> name, work e-mail address, the clinic locations you work at, and
                records of sign-in and activity kept for security.
              </List.Item>
              <List.Item>
                <strong>Patient identification:</strong> first and last name, the clinic&apos;s reference ID, the
                assigned doctor and, where entered, date of birth and gender.
              </List.Item>
              <List.Item>
                <strong>Health data:</strong> 3D scans of the feet, foot measurements, anatomical landmarks, weight,
                shoe size, clinical notes and the orthotic prescription. This is a special category of data under
                Article 9 GDPR and is handled with additional safeguards.
              </List.Item>
              <List.Item>
                <strong>Order data:</strong> orders, manufacturing references, delivery and tracking information.
              </List.Item>
              <List.Item>
                <strong>Technical data:</strong> browser and device information and, where error reporting is switched
                on, diagnostic reports of application errors. Screen recordings in those reports mask all text and
                images.
              </List.Item>
            </List>
          </Section>

          <Section title="3. Why we process it and on what legal basis">
            <List spacing={6}>
              <List.Item>
                To provide SoleRx to the clinic and to design, manufacture and deliver the prescribed orthoses: the
                performance of our contract with the clinic (Article 6(1)(b) GDPR) and, for health data, the provision
                of health care and medical diagnosis under the responsibility of a health professional bound by
                professional secrecy (Article 9(2)(h) and 9(3) GDPR).
              </List.Item>
              <List.Item>
                To keep invoices, accounting and manufacturing records: compliance with our legal obligations (Article
                6(1)(c) GDPR).
              </List.Item>
              <List.Item>
                To keep the service secure, prevent misuse and fix errors: our legitimate interest in a safe and
                reliable service (Article 6(1)(f) GDPR).
              </List.Item>
            </List>
            <Text mt="sm">
              We do not sell personal data, use it for advertising, or make automated decisions about people.
            </Text>
          </Section>

          <Section title="4. How long we keep it">
            <Text>
              We keep personal data while the relationship with the clinic lasts. When it ends, the data is blocked: it
              is set apart, no longer used, and only made available to courts, public authorities and the parties
              concerned to meet possible liabilities, after which it is deleted.
            </Text>
            <Table mt="sm" withTableBorder withColumnBorders verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Data</Table.Th>
                  <Table.Th>Kept after the end of the relationship</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {RETENTION.map((row) => (
                  <Table.Tr key={row.data}>
                    <Table.Td>{row.data}</Table.Td>
                    <Table.Td>{row.period}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Section>

          <Section title="5. Who receives it">
            <Text>
              Patient data is visible only to the staff of the clinic that created the record and to our fabrication
              team, which needs the scans and the prescription to make the orthoses. We use carefully selected service
              providers for hosting, storage, e-mail and error reporting; they act on our instructions under data
              processing agreements. Where a provider is located outside the European Economic Area, the transfer is
              covered by an adequacy decision or by the European Commission&apos;s standard contractual clauses. We
              disclose data to public authorities only when the law requires it.
            </Text>
          </Section>

          <Section title="6. Your rights">
            <Text>
              You may ask for access to your data, its rectification or erasure, the restriction of its processing, its
              portability, and you may object to processing based on our legitimate interest. Write to {mail} with a
              copy of an identity document. Patients may also contact their clinic, which will pass the request on. If
              you believe your data has not been handled properly you may complain to the Spanish Data Protection Agency
              (Agencia Española de Protección de Datos, www.aepd.es).
            </Text>
          </Section>

          <Section title="7. Security">
            <Text>
              Data is encrypted in transit, access is limited to signed-in staff of the clinic&apos;s own locations,
              sign-in sessions end after a period of inactivity and after at most eight hours, and access to patient
              records is logged.
            </Text>
          </Section>

          <Section title="8. Cookies and local storage">
            <Text>SoleRx uses only what it needs to work, and no advertising or analytics cookies:</Text>
            <ul>
              <li>
                one cookie of the app, <code>solerx_eula_accepted</code>, which remembers for a year that you accepted
                the End User License Agreement;
              </li>
              <li>
                the sign-in service&apos;s own cookies, which hold a sign-in in progress and your sign-in session, and
                end with it;
              </li>
              <li>
                the browser&apos;s local storage for your sign-in (a refresh token, when its access expires and when you
                signed in), your chosen clinic location and the time of your last activity, so that an idle sign-in ends
                in every tab; all of it is removed when you sign out;
              </li>
              <li>
                the browser&apos;s session storage, for this tab only, for a sign-in in progress, the mobile-app view
                and the scanner agent&apos;s address.
              </li>
            </ul>
            <Text>
              When the clinic&apos;s installation switches error reporting on, the error-reporting service also keeps a
              session identifier in session storage, to group the reports of one visit.
            </Text>
          </Section>

          <Section title="9. Changes">
            <Text>
              We may update this policy when the service or the law changes. The date at the top shows the latest
              version.
            </Text>
          </Section>
        </TypographyStylesProvider>
      </Paper>
    </Stack>
  );
}
