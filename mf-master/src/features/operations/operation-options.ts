import { type FieldOption, type Operation, OPERATIONS, parseOperations } from '@console/shared/core';

/**
 * Operations as checkbox choices (spec 9: read, create, update, delete), or only those of a
 * JSON-encoded operations list (a permission's `prmsOperations`).
 */
export const operationOptions = (operations: unknown = OPERATIONS): FieldOption[] =>
  parseOperations(operations).map((operation: Operation) => ({ value: operation, label: operation }));
