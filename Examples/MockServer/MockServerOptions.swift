// SPDX-License-Identifier: MIT

/// The command line of `swift run MockServer --root DIR --port N`.
public struct MockServerOptions: Sendable, Equatable {
  /// Why a command line was rejected.
  public enum ParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--help` was given; print ``MockServerOptions/usage``.
    case helpRequested
    /// An option needs a value that is missing.
    case missingValue(String)
    /// `--root` was not given.
    case missingRoot
    /// The port is not a number in 0...65535.
    case invalidPort(String)
    /// An argument is not understood.
    case unknownArgument(String)

    /// A one-line explanation.
    public var description: String {
      switch self {
      case .helpRequested: "help requested"
      case .missingValue(let option): "\(option) needs a value"
      case .missingRoot: "--root DIR is required"
      case .invalidPort(let text): "invalid port \(text)"
      case .unknownArgument(let text): "unknown argument \(text)"
      }
    }
  }

  /// How to call the executable.
  public static let usage = """
    usage: MockServer --root DIR [--port N]
      Serves the JSON files under DIR over HTTP/1.1 on 127.0.0.1, paging arrays by the
      page/pageSize, offsetId/sinceId/limit and cursor/limit query parameters.
      --port N  the port to listen on (default 8080; 0 picks a free one)
    Each example's bundled mock JSON is a folder to serve, e.g. from the package's root:
      swift run MockServer --root Examples/ProjectsBrowser/Resources --port 8080
      swift run ProjectsBrowser --base-url http://127.0.0.1:8080
    """

  /// The folder to serve.
  public var root: String
  /// The port to listen on; 0 picks a free one.
  public var port: UInt16

  /// Creates options.
  /// - Parameters:
  ///   - root: The folder to serve.
  ///   - port: The port to listen on.
  public init(root: String, port: UInt16 = 8080) {
    self.root = root
    self.port = port
  }

  /// Parses the arguments after the executable's name.
  /// - Parameter arguments: E.g. `["--root", "Mocks", "--port", "9000"]`; `--name=value` works too.
  /// - Throws: A ``ParseError``.
  public init(arguments: [String]) throws(ParseError) {
    var root: String?
    var port: UInt16 = 8080
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      switch name {
      case "-h", "--help":
        throw .helpRequested
      case "--root", "--port":
        guard let value = inlineValue ?? rest.popFirst() else { throw .missingValue(name) }
        if name == "--root" {
          root = value
        } else {
          guard let parsed = UInt16(value) else { throw .invalidPort(value) }
          port = parsed
        }
      default:
        throw .unknownArgument(argument)
      }
    }
    guard let root, !root.isEmpty else { throw .missingRoot }
    self.init(root: root, port: port)
  }
}
