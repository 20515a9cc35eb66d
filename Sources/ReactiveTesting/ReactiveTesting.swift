// SPDX-License-Identifier: MIT

// ReactiveTesting: virtual time for ReactiveCore, with RxTest's names and shapes.
