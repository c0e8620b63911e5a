//! `presently health`: asks a running server's `/api/health` (the
//! container's `HEALTHCHECK`, which has no curl), over plain HTTP on this
//! machine.

use std::io::{Read, Write};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::time::Duration;

const TIMEOUT: Duration = Duration::from_secs(5);

/// Where to reach a server listening on `listen`: itself, or loopback when it
/// listens on every interface.
pub fn reachable(listen: SocketAddr) -> SocketAddr {
    let ip = match listen.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::from([127, 0, 0, 1]),
        IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::from(std::net::Ipv6Addr::LOCALHOST),
        ip => ip,
    };
    SocketAddr::new(ip, listen.port())
}

/// `Ok` when `GET /api/health` answers 200 within a few seconds; else why not.
pub fn check(server: SocketAddr) -> Result<(), String> {
    let mut stream = TcpStream::connect_timeout(&server, TIMEOUT)
        .map_err(|e| format!("cannot connect to {server}: {e}"))?;
    stream
        .set_read_timeout(Some(TIMEOUT))
        .and_then(|()| stream.set_write_timeout(Some(TIMEOUT)))
        .map_err(|e| e.to_string())?;
    // Asked as this machine's loopback whatever address it connects to: a
    // server that serves only its own names (`PUBLIC_URL`, loopback) answers.
    write!(
        stream,
        "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nConnection: close\r\n\r\n",
        server.port()
    )
    .map_err(|e| format!("cannot ask {server}: {e}"))?;
    let mut head = [0u8; 64];
    let read = stream
        .read(&mut head)
        .map_err(|e| format!("no answer from {server}: {e}"))?;
    let status_line = String::from_utf8_lossy(&head[..read]);
    let status = status_line.split_whitespace().nth(1).unwrap_or("nothing");
    if status == "200" {
        Ok(())
    } else {
        Err(format!("{server} answered {status} to GET /api/health"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_server_on_every_interface_is_asked_on_loopback() {
        let at = |s: &str| reachable(s.parse().unwrap()).to_string();
        assert_eq!(at("0.0.0.0:8080"), "127.0.0.1:8080");
        assert_eq!(at("[::]:9000"), "[::1]:9000");
        assert_eq!(at("127.0.0.1:8080"), "127.0.0.1:8080");
        assert_eq!(at("10.1.2.3:80"), "10.1.2.3:80");
    }

    #[test]
    fn nobody_listening_is_unhealthy() {
        let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = closed.local_addr().unwrap();
        drop(closed);
        assert!(check(addr).unwrap_err().contains("cannot connect"));
    }
}
