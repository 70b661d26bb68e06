// Topic entry of @solerx/domain: the one error model: the error the server throws and the one shape of every error
// answer. Only what other topics and the apps import is listed here.
export { DomainError, type DomainErrorDetails, ErrorIssue, ErrorResponse, errorBody, statusText } from "./errors";
