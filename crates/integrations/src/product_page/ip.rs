//! Which addresses a product page fetch may connect to.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// True for every address a server-side fetch must never reach: loopback,
/// private, link-local, CGNAT, multicast, unspecified, broadcast,
/// documentation and reserved ranges, unique-local IPv6, cloud metadata, and
/// IPv6 forms that embed such an IPv4 address (mapped, compatible, NAT64,
/// 6to4, Teredo).
pub fn is_forbidden_ip(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_forbidden_v4(v4),
        IpAddr::V6(v6) => is_forbidden_v6(v6),
    }
}

fn is_forbidden_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    a == 0 // "this network", includes 0.0.0.0
        || a == 10
        || a == 127
        || (a == 100 && (64..128).contains(&b)) // CGNAT 100.64/10
        || (a == 169 && b == 254) // link-local, includes 169.254.169.254
        || (a == 172 && (16..32).contains(&b))
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments
        || (a == 192 && b == 0 && c == 2) // TEST-NET-1
        || (a == 192 && b == 88 && c == 99) // 6to4 relay anycast
        || (a == 192 && b == 168)
        || (a == 198 && (b == 18 || b == 19)) // benchmarking
        || (a == 198 && b == 51 && c == 100) // TEST-NET-2
        || (a == 203 && b == 0 && c == 113) // TEST-NET-3
        || a >= 224 // multicast 224/4, reserved 240/4, broadcast
}

fn is_forbidden_v6(ip: Ipv6Addr) -> bool {
    let s = ip.segments();
    let embedded =
        |hi: u16, lo: u16| Ipv4Addr::new((hi >> 8) as u8, hi as u8, (lo >> 8) as u8, lo as u8);
    // ::/96 (unspecified, loopback, IPv4-compatible) and ::ffff:0:0/96 (mapped).
    if s[..5] == [0; 5] && (s[5] == 0 || s[5] == 0xffff) {
        if s[5] == 0 && s[6] == 0 {
            // ::, ::1 and the rest of ::/112 are never public.
            return true;
        }
        return is_forbidden_v4(embedded(s[6], s[7]));
    }
    // IPv4-translated ::ffff:0:a.b.c.d (RFC 2765).
    if s[..4] == [0; 4] && s[4] == 0xffff && s[5] == 0 {
        return is_forbidden_v4(embedded(s[6], s[7]));
    }
    // NAT64 well-known prefix 64:ff9b::/96.
    if s[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        return is_forbidden_v4(embedded(s[6], s[7]));
    }
    // 6to4 2002::/16 embeds an IPv4 address in bits 16..48.
    if s[0] == 0x2002 {
        return is_forbidden_v4(embedded(s[1], s[2]));
    }
    (s[0] == 0x64 && s[1] == 0xff9b && s[2] == 1) // local-use NAT64 64:ff9b:1::/48
        || s[..4] == [0x100, 0, 0, 0] // discard-only 100::/64
        || (s[0] == 0x2001 && s[1] < 0x200) // IETF protocol assignments 2001::/23 (incl. Teredo)
        || (s[0] == 0x2001 && s[1] == 0xdb8) // documentation 2001:db8::/32
        || (s[0] == 0x3fff && s[1] < 0x1000) // documentation 3fff::/20
        || (s[0] & 0xfe00) == 0xfc00 // unique-local fc00::/7, includes fd00:ec2::254
        || (s[0] & 0xffc0) == 0xfe80 // link-local fe80::/10
        || (s[0] & 0xffc0) == 0xfec0 // deprecated site-local fec0::/10
        || (s[0] & 0xff00) == 0xff00 // multicast
}

/// Reads a URL host as an IP address the way browsers and libc's
/// `inet_aton` do: `2130706433`, `0x7f000001`, `127.1` and `0177.0.0.1` are
/// all `127.0.0.1`; `[::1]` (brackets optional) is IPv6. `None` for names.
pub fn parse_host_ip(host: &str) -> Option<IpAddr> {
    let host = host.trim();
    if let Some(inner) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        return inner.parse::<Ipv6Addr>().ok().map(IpAddr::V6);
    }
    if host.contains(':') {
        return host.parse::<Ipv6Addr>().ok().map(IpAddr::V6);
    }
    // One trailing dot is allowed, as in a fully qualified name.
    let host = host.strip_suffix('.').unwrap_or(host);
    let parts: Vec<&str> = host.split('.').collect();
    if parts.is_empty() || parts.len() > 4 {
        return None;
    }
    let mut numbers = Vec::with_capacity(parts.len());
    for part in &parts {
        numbers.push(parse_ipv4_number(part)?);
    }
    let (last, leading) = numbers.split_last()?;
    let mut value: u64 = 0;
    for (index, number) in leading.iter().enumerate() {
        if *number > 255 {
            return None;
        }
        value |= number << (8 * (3 - index));
    }
    let last_bits = 8 * (4 - leading.len());
    if last_bits < 64 && *last >= (1u64 << last_bits) {
        return None;
    }
    value |= last;
    u32::try_from(value)
        .ok()
        .map(|v| IpAddr::V4(Ipv4Addr::from(v)))
}

fn parse_ipv4_number(part: &str) -> Option<u64> {
    if part.is_empty() {
        return None;
    }
    let (digits, radix) =
        if let Some(hex) = part.strip_prefix("0x").or_else(|| part.strip_prefix("0X")) {
            (hex, 16)
        } else if part.len() > 1 && part.starts_with('0') {
            (&part[1..], 8)
        } else {
            (part, 10)
        };
    if digits.is_empty() {
        // "0x" alone reads as zero, as browsers do.
        return (radix == 16).then_some(0);
    }
    if !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    u64::from_str_radix(digits, radix)
        .ok()
        .filter(|v| *v <= u64::from(u32::MAX))
}
