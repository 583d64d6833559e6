import VivariumProtocol
import VivariumWire

extension Daemon {
    /// Answers one request (after `hello`): exactly one result or error; nil when the
    /// answer was sent already (`server.stop`).
    func answer(_ request: PendingRequest) async -> Message? {
        let id = request.id
        do {
            switch request.method {
            case GraphList.name:
                _ = try params(GraphList.self, request)
                // NB: `info` never waits for a busy graph.
                let notices = await registry.notices
                return Self.response(id: id, GraphList.Result(graphs: await registry.all.map(\.info),
                                                              notices: notices.isEmpty ? nil : notices))
            case GraphOpen.name:
                let params = try params(GraphOpen.self, request)
                try Self.validate(name: params.name)
                guard let (host, created) = try await registry.open(params.name, create: params.create, directory: params.directory, clients: clientCount) else {
                    throw Self.unknownGraph(params.name)
                }
                if created { logger.info("graph \(params.name) created by client \(request.client.clientId)") }
                return Self.response(id: id, GraphOpen.Result(name: params.name, rev: host.rev, created: created))
            case GraphClose.name:
                let params = try params(GraphClose.self, request)
                guard let host = await registry.close(params.name) else { throw Self.unknownGraph(params.name) }
                host.close()
                await host.shutdown()
                logger.info("graph \(params.name) closed by client \(request.client.clientId)")
                return Self.response(id: id, Empty())
            case GraphAttach.name:
                let params = try params(GraphAttach.self, request)
                try Self.validate(name: params.name)
                guard let (host, _) = try await registry.open(params.name, create: params.create ?? true, directory: params.directory, clients: clientCount) else {
                    throw Self.unknownGraph(params.name)
                }
                return Self.response(id: id, host.attach(request.client, request.handle))
            case GraphDetach.name:
                let params = try params(GraphDetach.self, request)
                let host = try await graph(params.name)
                host.detach(clientId: request.client.clientId)
                return Self.response(id: id, Empty())
            case GraphClients.name:
                let params = try params(GraphClients.self, request)
                let host = try await graph(params.name)
                return Self.response(id: id, GraphClients.Result(clients: host.clients))
            case GraphHistory.name:
                let params = try params(GraphHistory.self, request)
                let host = try await graph(params.name)
                return Self.response(id: id, await host.history())
            case RunCommand.name:
                let params = try request.command ?? RunCommand.Params(fast: request.params) ?? params(RunCommand.self, request)
                let host: GraphHost
                if let started = request.graph {
                    host = started
                } else {
                    host = try await graph(params.graph)
                    host.willRun()
                }
                return Self.answer(id: id, await host.run(params.line, by: request.client, tree: params.tree ?? .changed,
                                                          wholeTreeUpTo: params.clampedWholeTreeUpTo, quiet: params.quiet ?? false))
            case Complete.name:
                let params = try params(Complete.self, request)
                guard params.cursor >= 0, params.cursor <= params.line.utf8.count else {
                    throw ResponseError(.invalidParams, "invalid params: 'cursor' must be between 0 and the line's UTF-8 length (\(params.line.utf8.count))")
                }
                let host = try await graph(params.graph)
                return Self.response(id: id, try await host.complete(line: params.line, cursor: params.cursor, by: request.client).get())
            case ServerWeb.name:
                _ = try params(ServerWeb.self, request)
                return Self.response(id: id, try await web.start(for: self))
            case ServerStop.name:
                _ = try params(ServerStop.self, request)
                logger.info("server.stop from client \(request.client.clientId) (\(request.client.name))")
                // NB: the reply goes into the outbox before `stop` finishes it with
                // `server.shutdown`, so the requester gets both, in that order.
                request.deliver(Self.response(id: id, Empty()))
                stop(reason: "server.stop from client \(request.client.clientId) (\(request.client.name))")
                return nil
            default:
                throw ResponseError(.methodNotFound, "method not found: \(request.method)")
            }
        } catch let error as ResponseError {
            return .error(id: id, error: error)
        } catch {
            return .error(id: id, error: ResponseError(.internalError, "internal error: \(error)"))
        }
    }

    /// A `command`'s answer. NB: the reply is forwarded as the engine encoded it, never
    /// decoded here.
    static func answer(id: RequestID, _ outcome: GraphHost.Outcome) -> Message {
        switch outcome {
        case .accepted(let rev, let reply):
            return CommandFrames.result(id: id, rev: rev, reply: reply)
        case .failed(let rev, let reply, let message):
            return CommandFrames.error(id: id, code: .commandFailed, message: "command failed: \(message)", rev: rev, reply: reply)
        case .interrupted(let rev, let reply):
            return CommandFrames.error(id: id, code: .interrupted, message: "interrupted: the command was cancelled; the graph is unchanged",
                                       rev: rev, reply: reply)
        case .unavailable(let error):
            return .error(id: id, error: error)
        }
    }

    /// Answers `interrupt` at once (on the event loop), even while an earlier request of the
    /// same connection runs.
    func interrupt(_ request: PendingRequest) -> Message {
        do {
            let params = try params(Interrupt.self, request)
            guard let host = registry.current(params.graph) else { throw Self.unknownGraph(params.graph) }
            return Self.response(id: request.id, Interrupt.Result(interrupted: host.interrupt()))
        } catch let error as ResponseError {
            return .error(id: request.id, error: error)
        } catch {
            return .error(id: request.id, error: ResponseError(.internalError, "internal error: \(error)"))
        }
    }

    /// The graph a `command` request addresses, looked up without the registry's actor (nil
    /// for other requests, or when the graph is unknown); the request keeps its params, read.
    func graph(for request: inout PendingRequest) -> GraphHost? {
        guard request.method == RunCommand.name, let params = RunCommand.Params(fast: request.params) else { return nil }
        request.command = params
        return registry.current(params.graph)
    }

    private func params<M: RPCMethod>(_ method: M.Type, _ request: PendingRequest) throws -> M.Params {
        do {
            // NB: absent params read as `{}`, so methods without params accept either.
            return try Wire.decode(M.Params.self, from: request.params ?? .object([:]))
        } catch {
            throw ResponseError(.invalidParams, "invalid params for \(M.name): \(Self.describe(error))")
        }
    }

    private func graph(_ name: String) async throws -> GraphHost {
        guard let host = await registry.graph(name) else { throw Self.unknownGraph(name) }
        return host
    }

    static func unknownGraph(_ name: String) -> ResponseError {
        ResponseError(.unknownGraph, "unknown graph '\(name)'")
    }

    /// A graph name: 1–100 characters and at most 200 bytes of UTF-8 (its journal's file
    /// name must fit the file system's 255), no control characters or slashes, not `.` or `..`.
    static func validate(name: String) throws {
        guard !name.isEmpty, name.count <= 100, name.utf8.count <= 200, name != ".", name != "..",
              !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "/" }) else {
            throw ResponseError(.invalidParams, "invalid params: 'name' must be 1 to 100 characters (at most 200 bytes of UTF-8), without control characters or '/'")
        }
    }
}

extension RunCommand.Params {
    /// The largest tree sent whole (never negative).
    var clampedWholeTreeUpTo: Int { max(0, wholeTreeUpTo ?? Reply.wholeTreeLines) }
}
