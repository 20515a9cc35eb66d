// SPDX-License-Identifier: MIT

import Foundation

print("Timeline")
