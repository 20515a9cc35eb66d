// SPDX-License-Identifier: MIT

import Foundation

print("GameList")
