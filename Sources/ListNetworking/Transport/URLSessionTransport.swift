// SPDX-License-Identifier: MIT

public import Foundation
import ReactiveListInternals

#if canImport(FoundationNetworking)
  // URLSession lives in FoundationNetworking on Linux; on Apple platforms it is in Foundation.
  public import FoundationNetworking

  /// FoundationNetworking truncates timeouts to whole seconds, so 0.5 s would time out at once.
  private let minimumTimeout: TimeInterval = 1
#else
  private let minimumTimeout: TimeInterval = 0
#endif

/// Real HTTP through `URLSession` (`FoundationNetworking` on Linux).
///
/// Any status is returned as an ``HTTPResponse``. Failures map to ``APIError/timeout`` (the
/// whole response did not arrive within the request's timeout, else ``defaultTimeout``: a server
/// that stalls, or trickles bytes, fails there), ``APIError/cancelled`` (the calling task was
/// cancelled: the data task is cancelled and the call returns at once),
/// ``APIError/responseTooLarge(limit:)`` (the body passed the caller's limit: the task is
/// cancelled as soon as `Content-Length` announces more, or as soon as the bytes received pass
/// it, so at most the limit is held) or ``APIError/transport(_:)`` (everything else, e.g. a
/// connection closed mid-response, so also a `Content-Length` longer than the body once the server
/// closes, or a redirect loop).
///
/// On the session the transport creates itself, the body streams through the transport's own
/// session delegate, so the size limit cuts a long body off while it arrives. A session you pass
/// in keeps its delegate and is used with completion handlers: there the limit is checked once
/// the whole body has arrived.
///
/// > Note: FoundationNetworking (Linux) queues body chunks for the delegate without
/// > back-pressure. The delegate keeps chunks without copying them and runs on a queue of its
/// > own, so it keeps up with a network: against a loopback server sending a 1 GB body at up to
/// > 64 MB/s, the transport stops at the 16 MiB default after about 0.3 s with under 20 MiB of
/// > extra resident memory, and a 1 GB `Content-Length` fails before any body is read. A server
/// > that floods faster than the delegate's thread gets scheduled (an in-process server on a
/// > loaded machine) can pile chunks up before the cancel lands: measured up to about 1 GB,
/// > freed once the task is cancelled.
///
/// > Note: On Linux, `FoundationNetworking` counts timeouts in whole seconds; timeouts below one
/// > second are raised to one second there.
public final class URLSessionTransport: HTTPTransport {
  /// The session requests run on.
  public let session: URLSession
  /// The timeout for requests that carry none, in seconds.
  public let defaultTimeout: TimeInterval
  /// Where request deadlines fire: a queue of its own, so a timeout fires on time even when the
  /// shared pool is busy with other work.
  private static let deadlines = DispatchQueue(label: "URLSessionTransport.deadlines")
  /// The delegate of the session the transport created; `nil` for a session passed in.
  private let router: TaskRouter?
  /// The queue the delegate runs on: a serial queue of its own, which gets a thread even when
  /// the shared pool is busy, so the delegate keeps up with a fast server as well as it can.
  private let delegateQueue = DispatchQueue(label: "URLSessionTransport.delegate", qos: .userInitiated)

  /// Creates a transport.
  /// - Parameters:
  ///   - session: The session requests run on; `nil` creates an ephemeral session (no shared
  ///     cookies or URL cache; ``ResponseCache`` is the cache) that is invalidated when the
  ///     transport is released. Only on that session does the body stream, so that the size
  ///     limit cuts a long body off as it arrives.
  ///   - defaultTimeout: The timeout for requests that carry none. Default 60 seconds.
  public init(session: URLSession? = nil, defaultTimeout: TimeInterval = 60) {
    if let session {
      self.session = session
      self.router = nil
    } else {
      let router = TaskRouter()
      let operations = OperationQueue()
      operations.maxConcurrentOperationCount = 1
      operations.underlyingQueue = delegateQueue
      self.session = URLSession(configuration: .ephemeral, delegate: router, delegateQueue: operations)
      self.router = router
    }
    self.defaultTimeout = defaultTimeout
  }

  deinit {
    if router != nil { session.finishTasksAndInvalidate() }
  }

  /// Sends `request` through the session, with no limit on the body's size.
  /// - Parameter request: The request.
  /// - Returns: The response, whatever its status.
  /// - Throws: ``APIError/timeout``, ``APIError/cancelled`` or ``APIError/transport(_:)``.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try await send(request, maximumResponseSize: .max)
  }

  /// Sends `request` through the session, reading at most `maximumResponseSize` body bytes.
  /// - Parameters:
  ///   - request: The request.
  ///   - maximumResponseSize: The most body bytes accepted.
  /// - Returns: The response, whatever its status.
  /// - Throws: ``APIError/timeout``, ``APIError/cancelled``,
  ///   ``APIError/responseTooLarge(limit:)`` or ``APIError/transport(_:)``.
  public func send(_ request: HTTPRequest, maximumResponseSize: Int) async throws -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method.rawValue
    urlRequest.httpBody = request.body
    let timeout = max(request.timeout ?? defaultTimeout, minimumTimeout)
    urlRequest.timeoutInterval = timeout
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let receiver = ResponseReceiver(limit: maximumResponseSize)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
        let task: URLSessionDataTask
        if let router {
          task = session.dataTask(with: urlRequest)
          router.register(receiver, for: task)
        } else {
          task = session.dataTask(with: urlRequest) { data, response, error in
            receiver.complete(data: data, response: response, error: error)
          }
        }
        guard receiver.start(task, continuation: continuation) else { return }
        task.resume()
        Self.deadlines.asyncAfter(deadline: .now() + timeout) { [weak receiver] in
          receiver?.finish(.failure(APIError.timeout))
        }
      }
    } onCancel: {
      receiver.finish(.failure(APIError.cancelled))
    }
  }
}

/// Collects one data task's response and body, and resumes the caller exactly once: with the
/// response, or with the first failure (the task's own, the deadline, cancellation, the size
/// limit), cancelling the data task on any failure.
private final class ResponseReceiver: Sendable {
  private struct State {
    var task: URLSessionDataTask?
    var continuation: CheckedContinuation<HTTPResponse, any Error>?
    var finished = false
    var response: HTTPURLResponse?
    /// The body's chunks as they arrived, joined once at the end: appending each chunk to one
    /// `Data` copies bytes on the delegate queue, which then falls behind a fast server.
    var chunks: [Data] = []
    var byteCount = 0
  }

  private let limit: Int
  private let state = LockedState(State())

  init(limit: Int) {
    self.limit = limit
  }

  /// Records the task and the continuation; `false` (and the continuation resumed) when the call
  /// already ended, e.g. the calling task was cancelled before the request started.
  func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<HTTPResponse, any Error>) -> Bool {
    let started = state.withLock { state -> Bool in
      guard !state.finished else { return false }
      state.task = task
      state.continuation = continuation
      return true
    }
    if !started { continuation.resume(throwing: APIError.cancelled) }
    return started
  }

  /// Ends the call with `result` unless it already ended; a failure cancels the data task.
  func finish(_ result: Result<HTTPResponse, any Error>) {
    let (continuation, task) = state.withLock {
      state -> (CheckedContinuation<HTTPResponse, any Error>?, URLSessionDataTask?) in
      guard !state.finished else { return (nil, nil) }
      state.finished = true
      state.chunks = []
      defer { state.continuation = nil }
      return (state.continuation, state.task)
    }
    if case .failure = result { task?.cancel() }
    continuation?.resume(with: result)
  }

  /// The response head arrived; `false` when the task should stop (not HTTP, or
  /// `Content-Length` announces more than the limit).
  func receive(_ response: URLResponse) -> Bool {
    guard let http = response as? HTTPURLResponse else {
      finish(.failure(APIError.transport("The response is not HTTP.")))
      return false
    }
    if http.expectedContentLength > Int64(min(limit, Int(Int64.max))) {
      finish(.failure(APIError.responseTooLarge(limit: limit)))
      return false
    }
    state.withLock { $0.response = http }
    return true
  }

  /// Body bytes arrived; past the limit, the call fails and the task is cancelled.
  func receive(_ data: Data) {
    let tooLarge = state.withLock { state -> Bool in
      guard !state.finished else { return false }
      guard data.count <= limit - state.byteCount else { return true }
      state.chunks.append(data)
      state.byteCount += data.count
      return false
    }
    if tooLarge { finish(.failure(APIError.responseTooLarge(limit: limit))) }
  }

  /// The task ended, with `error` or with the whole response.
  func complete(error: (any Error)?) {
    if let error {
      return finish(.failure(Self.map(error)))
    }
    let received = state.withLock { state in (state.response, state.chunks, state.byteCount) }
    guard let http = received.0 else {
      return finish(.failure(APIError.transport("The response is not HTTP.")))
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      headers[String(describing: name)] = String(describing: value)
    }
    var body = Data(capacity: received.2)
    for chunk in received.1 { body.append(chunk) }
    finish(.success(HTTPResponse(statusCode: http.statusCode, headers: headers, body: body)))
  }

  /// A completion handler's arguments: the same steps, after the whole body arrived.
  func complete(data: Data?, response: URLResponse?, error: (any Error)?) {
    if error == nil, let response {
      guard receive(response) else { return }
      if let data { receive(data) }
    }
    complete(error: error)
  }

  private static func map(_ error: any Error) -> APIError {
    guard let urlError = error as? URLError else { return .transport(error.localizedDescription) }
    switch urlError.code {
    case .timedOut: return .timeout
    case .cancelled: return .cancelled
    default: return .transport("\(urlError.localizedDescription) (URLError \(urlError.code.rawValue))")
    }
  }
}

/// The delegate of a session the transport created: hands each task's events to its
/// ``ResponseReceiver`` (FoundationNetworking ignores per-task delegates).
private final class TaskRouter: NSObject, URLSessionDataDelegate, Sendable {
  private let receivers = LockedState([Int: ResponseReceiver]())

  func register(_ receiver: ResponseReceiver, for task: URLSessionTask) {
    receivers.withLock { $0[task.taskIdentifier] = receiver }
  }

  private func receiver(for task: URLSessionTask) -> ResponseReceiver? {
    receivers.withLock { $0[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let proceed = receiver(for: dataTask)?.receive(response) ?? false
    completionHandler(proceed ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    receiver(for: dataTask)?.receive(data)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let receiver = receivers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    receiver?.complete(error: error)
  }
}
