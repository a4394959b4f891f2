#if canImport(Glibc)
import Glibc
#endif

/// Plain sockets to a server on this machine, for tests that must send exactly the bytes they
/// mean (no URL normalisation, half-sent requests, hostile heads).
public enum Loopback {
    /// A TCP connection to 127.0.0.1:`port` whose reads give up after `seconds`; nil when it
    /// is refused (errno says why).
    public static func connect(port: UInt16, receiveTimeout seconds: Int = 20) -> Int32? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = errno
            close(socket)
            errno = reason
            return nil
        }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return socket
    }

    /// Sends every byte (a closed peer is not a signal).
    public static func send(_ bytes: [UInt8], on socket: Int32) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { Glibc.send(socket, $0 + sent, buffer.count - sent, Int32(MSG_NOSIGNAL)) } ?? -1
            }
            guard count > 0 else { return }
            sent += count
        }
    }

    public static func send(_ text: String, on socket: Int32) { send(Array(text.utf8), on: socket) }

    /// Everything until the peer closes (or a read times out).
    public static func receiveAll(_ socket: Int32) -> [UInt8] {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { return data }
            data += buffer[..<count]
        }
    }
}
