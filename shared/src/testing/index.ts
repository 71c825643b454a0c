/**
 * Test helpers for the console's apps (`@console/shared/testing`): render with the providers the
 * console runs with, and a fake backend behind the shared HTTP client. Never imported by app code.
 */
export { inTurn, listReply, makeSession, MOCK_API_BASE, mockApi, reply } from './mock-api';
export type { MockApi, MockApiOptions, MockHandler, MockReply, MockRequest } from './mock-api';
export { memoryResource } from './memory-resource';
export type { MemoryResource, MemoryResourceOptions, ResourceFailure, ResourceOperation } from './memory-resource';
export { renderWithProviders, TestProviders } from './render-with-providers';
export type { ProviderOptions } from './render-with-providers';
export { typeAtOnce } from './type-at-once';
