// SPDX-License-Identifier: MIT

// ListSections: a flat list of header and row models becomes sections; a registry maps models
// to the views that render them; SectionedSnapshot diffs produce batch-update changesets.
// No dependencies, no threads, no I/O.
