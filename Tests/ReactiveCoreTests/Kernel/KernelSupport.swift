// SPDX-License-Identifier: MIT

import Foundation
