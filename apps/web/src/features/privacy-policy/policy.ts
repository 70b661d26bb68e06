// The facts the privacy policy states (spec 000 §1): the controller and the retention periods.

export const CONTROLLER = {
  name: "Plantillas Clínicas Iberia S.L.",
  taxId: "B-46873215",
  address: "Avenida de Aragón 30, 46021 Valencia, Spain",
  lastUpdated: "1 November 2026",
} as const;

/** Retention after the end of the relationship: 3 years blocked, 4 years tax, 6 years commercial. */
export const RETENTION = [
  { data: "All personal data, blocked to meet possible liabilities", period: "3 years" },
  { data: "Invoices and records required for tax purposes", period: "4 years" },
  { data: "Orders, correspondence and accounting records kept for commercial purposes", period: "6 years" },
] as const;
