// Topic entry of @solerx/domain: the fabrication lab's calls. Only what other topics and the apps import is listed
// here.
export {
  LabOrder,
  LabOrderList,
  LabOrderListQuery,
  LabOrderSummary,
  LabRepairRequest,
  LabScanFileParams,
  LabScanFileQuery,
  LabScanFormat,
  LabScanSide,
  LabStatusChangeRequest,
  labScanFileName,
  labScanFilePath,
  TrackingLink,
} from "./lab";
