// SPDX-License-Identifier: MIT

// ListNetworking: endpoints, HTTP and mock-JSON transports, envelopes, typed API errors and a
// disk response cache, on async/await and Foundation only.
