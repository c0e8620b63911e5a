//! `integrations::vcard`: each exporter's file read into the exact contacts,
//! the odd corners of the format, and the files that are not vCards.

use domain::contact::Relationship;
use integrations::vcard::{parse_vcards, PartialDate, VcardContact, VcardError, MAX_VCARD_BYTES};

fn fixture(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/fixtures/vcard/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|err| panic!("{path}: {err}"))
}

fn date(year: impl Into<Option<i32>>, month: u32, day: u32) -> Option<PartialDate> {
    Some(PartialDate {
        year: year.into(),
        month,
        day,
    })
}

fn strings(values: &[&str]) -> Vec<String> {
    values.iter().map(|value| (*value).to_owned()).collect()
}

fn contact(name: &str, emails: &[&str], phones: &[&str]) -> VcardContact {
    VcardContact {
        name: Some(name.to_owned()),
        emails: strings(emails),
        phones: strings(phones),
        birthday: None,
        anniversary: None,
        organization: None,
        note: None,
        relationship: Relationship::Friend,
        complete: true,
    }
}

fn parse(text: &str) -> Vec<VcardContact> {
    parse_vcards(text.as_bytes()).unwrap_or_else(|err| panic!("{err:?} for {text:?}"))
}

fn names(contacts: &[VcardContact]) -> Vec<&str> {
    contacts
        .iter()
        .map(|c| c.name.as_deref().unwrap_or("<none>"))
        .collect()
}

#[test]
fn exporters_give_the_exact_contacts() {
    let cases: Vec<(&str, Vec<VcardContact>)> = vec![
        (
            "google.vcf",
            vec![
                VcardContact {
                    birthday: date(1985, 3, 4),
                    anniversary: date(2010, 6, 12),
                    organization: Some("Acme Corp".into()),
                    note: Some(
                        "Loves hiking, jazz, and dark chocolate (70%, not milk). \
                         Size M sweaters; prefers wool.\nAllergic to peanuts."
                            .into(),
                    ),
                    ..contact(
                        "Alice Johnson",
                        &["alice.johnson@gmail.com", "alice.johnson@example.com"],
                        &["+1 415-555-0134", "(415) 555-0199"],
                    )
                },
                VcardContact {
                    birthday: date(None, 5, 17),
                    anniversary: date(2018, 9, 8),
                    ..contact(
                        "Bob Martinez",
                        &["bob.martinez@outlook.example"],
                        &["+1 (212) 555-0147"],
                    )
                },
                contact("Carol Ng", &[], &["+65 9123 4567"]),
            ],
        ),
        (
            "apple.vcf",
            vec![
                VcardContact {
                    birthday: date(None, 11, 2),
                    anniversary: date(2015, 9, 20),
                    organization: Some("Northwind Traders".into()),
                    ..contact(
                        "Wei Chen",
                        &["wei.chen@icloud.com", "wchen@northwind.example"],
                        &["+44 7700 900123", "+44 20 7946 0958"],
                    )
                },
                VcardContact {
                    birthday: date(1990, 1, 15),
                    note: Some("Met at the Dublin book club.".into()),
                    ..contact(
                        "Siobhán O'Brien",
                        &["siobhan@obrien.example"],
                        &["+353 87 123 4567"],
                    )
                },
            ],
        ),
        (
            "outlook.vcf",
            vec![
                VcardContact {
                    birthday: date(1978, 12, 24),
                    anniversary: date(2005, 7, 1),
                    organization: Some("Contoso GmbH".into()),
                    note: Some("Prefers tea over coffee.\nKids: Lena & Jonas.".into()),
                    ..contact(
                        "Renée Müller",
                        &["renee.mueller@contoso.example", "renee@mueller.example"],
                        &["+49 30 1234567", "+49 170 1234567"],
                    )
                },
                // vCard 2.1 has no FN here: the name comes from N.
                contact(
                    "Chidi Okafor",
                    &["chidi.okafor@example.ng"],
                    &["+234 803 123 4567"],
                ),
            ],
        ),
        (
            "v4.vcf",
            vec![
                VcardContact {
                    birthday: date(None, 2, 29),
                    anniversary: date(2012, 5, 5),
                    ..contact(
                        "Larry Leap",
                        &["larry@work.example", "larry@home.example"],
                        &["+1-555-0100", "+1-555-0199"],
                    )
                },
                VcardContact {
                    organization: Some("Whitfield & Sons, Ltd.".into()),
                    ..contact("Dana Whitfield", &["dana@whitfield.example"], &[])
                },
            ],
        ),
        (
            // Cut off before END:VCARD: the card is read, marked incomplete
            // (the preview skips it and says why).
            "truncated.vcf",
            vec![VcardContact {
                complete: false,
                ..contact("Tess Truncated", &["tess@example.org"], &["+1 555 0123"])
            }],
        ),
    ];
    for (file, expected) in cases {
        assert_eq!(parse_vcards(&fixture(file)), Ok(expected), "{file}");
    }
}

#[test]
fn files_that_are_not_vcards() {
    let mut binary: Vec<u8> = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
    binary.extend((0..=255u8).cycle().take(4096));
    let calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:Party\r\n\
                    END:VEVENT\r\nEND:VCALENDAR\r\n";
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("not-a-vcard.txt", fixture("not-a-vcard.txt")),
        ("empty.vcf", fixture("empty.vcf")),
        ("binary", binary),
        ("NULs", vec![0; 64]),
        ("calendar", calendar.as_bytes().to_vec()),
        ("end without begin", b"FN:Nobody\r\nEND:VCARD\r\n".to_vec()),
        (
            "begin not on its own line",
            b"NOTE:BEGIN:VCARD\r\n".to_vec(),
        ),
    ];
    for (what, bytes) in cases {
        assert_eq!(parse_vcards(&bytes), Err(VcardError::NotVcard), "{what}");
    }
}

#[test]
fn too_large() {
    let card = b"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Big\r\nEND:VCARD\r\n";
    let mut bytes = card.to_vec();
    bytes.resize(MAX_VCARD_BYTES, b'\n');
    assert_eq!(
        parse_vcards(&bytes).map(|c| c.len()),
        Ok(1),
        "exactly the limit"
    );
    bytes.push(b'\n');
    assert_eq!(parse_vcards(&bytes), Err(VcardError::TooLarge));
    assert_eq!(
        VcardError::TooLarge.to_string(),
        "The file is larger than 2 MB."
    );
    assert_eq!(
        VcardError::NotVcard.to_string(),
        "This file is not a vCard (.vcf) file."
    );
}

#[test]
fn birthday_forms() {
    // (version, BDAY line, expected)
    let cases: &[(&str, &str, Option<PartialDate>)] = &[
        ("3.0", "BDAY:--05-17", date(None, 5, 17)),
        ("3.0", "BDAY:--0517", date(None, 5, 17)),
        ("4.0", "BDAY:--0517", date(None, 5, 17)),
        ("4.0", "BDAY:--05-17", date(None, 5, 17)),
        ("2.1", "BDAY:19781224", date(1978, 12, 24)),
        ("4.0", "BDAY:19781224", date(1978, 12, 24)),
        ("3.0", "BDAY:1985-03-04", date(1985, 3, 4)),
        ("4.0", "BDAY:1985-03-04", date(1985, 3, 4)),
        (
            "3.0",
            "BDAY;X-APPLE-OMIT-YEAR=1604:1604-11-02",
            date(None, 11, 2),
        ),
        (
            "3.0",
            "BDAY;value=date;x-apple-omit-year=1604:1604-11-02",
            date(None, 11, 2),
        ),
        (
            "3.0",
            "BDAY;X-APPLE-OMIT-YEAR=1604:1990-11-02",
            date(1990, 11, 2),
        ),
        ("3.0", "BDAY:2012-05-05T00:00:00Z", date(2012, 5, 5)),
        ("4.0", "BDAY:2012-05-05T00:00:00Z", date(2012, 5, 5)),
        ("4.0", "BDAY:19960415T231000Z", date(1996, 4, 15)),
        ("4.0", "BDAY;VALUE=date:19960415", date(1996, 4, 15)),
        ("3.0", "BDAY:--02-29", date(None, 2, 29)),
        ("4.0", "BDAY:--0229", date(None, 2, 29)),
        ("3.0", "BDAY:1985-02-30", None),
        ("4.0", "BDAY:19850230", None),
        ("3.0", "BDAY:2001-02-29", None),
        ("4.0", "BDAY:1985-04", None),
        ("4.0", "BDAY:---17", None),
        ("4.0", "BDAY;VALUE=text:circa 1800", None),
        ("3.0", "BDAY:", None),
        ("3.0", "item1.BDAY:1985-03-04", date(1985, 3, 4)),
    ];
    for (version, line, expected) in cases {
        let text = format!("BEGIN:VCARD\r\nVERSION:{version}\r\nFN:X\r\n{line}\r\nEND:VCARD\r\n");
        let contacts = parse(&text);
        assert_eq!(contacts.len(), 1, "{line}");
        assert_eq!(contacts[0].birthday, *expected, "{version} {line}");
    }
}

#[test]
fn anniversary_sources() {
    let cases: &[(&str, Option<PartialDate>)] = &[
        ("ANNIVERSARY:20120505", date(2012, 5, 5)),
        ("ANNIVERSARY:--0505", date(None, 5, 5)),
        ("X-ANNIVERSARY:2010-06-12", date(2010, 6, 12)),
        ("X-MS-ANNIVERSARY:20050701", date(2005, 7, 1)),
        ("X-EVOLUTION-ANNIVERSARY:2001-09-30", date(2001, 9, 30)),
        (
            "item4.X-ABDATE:2015-09-20\r\nitem4.X-ABLabel:_$!<Anniversary>!$_",
            date(2015, 9, 20),
        ),
        (
            "ITEM4.X-ABLABEL:_$!<Anniversary>!$_\r\nitem4.X-ABDATE:2015-09-20",
            date(2015, 9, 20),
        ),
        (
            "item2.X-ABDATE;X-APPLE-OMIT-YEAR=1604:1604-09-20\r\n\
             item2.X-ABLabel:_$!<Anniversary>!$_",
            date(None, 9, 20),
        ),
        (
            "item1.X-ABDATE:2015-09-20\r\nitem1.X-ABLabel:Anniversary",
            date(2015, 9, 20),
        ),
        (
            "item1.X-ABDATE:2015-09-20\r\nitem1.X-ABLabel:_$!<Other>!$_",
            None,
        ),
        (
            "item1.X-ABDATE:2015-09-20\r\nitem2.X-ABLabel:_$!<Anniversary>!$_",
            None,
        ),
        ("X-ABDATE:2015-09-20", None),
        (
            "X-ANNIVERSARY:not a date\r\nX-MS-ANNIVERSARY:20050701",
            date(2005, 7, 1),
        ),
    ];
    for (lines, expected) in cases {
        let text = format!("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\n{lines}\r\nEND:VCARD\r\n");
        assert_eq!(parse(&text)[0].anniversary, *expected, "{lines}");
    }
}

#[test]
fn type_and_preference_forms() {
    let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Types\r\n\
                TEL;CELL:111\r\n\
                TEL;TYPE=CELL:222\r\n\
                TEL;TYPE=cell,voice:333\r\n\
                TEL;type=HOME;type=pref:444\r\n\
                TEL;TYPE=\"voice,cell\":555\r\n\
                TEL:  666  \r\n\
                TEL:\r\n\
                TEL;PREF=2:777\r\n\
                TEL;TYPE=WORK,PREF:888\r\n\
                TEL:111\r\n\
                EMAIL;TYPE=INTERNET:b@example.com\r\n\
                EMAIL;PREF=3:c@example.com\r\n\
                EMAIL;INTERNET;PREF:A@Example.com\r\n\
                EMAIL;TYPE=INTERNET,pref:a@example.com\r\n\
                EMAIL: \r\n\
                END:VCARD\r\n";
    let contacts = parse(text);
    assert_eq!(
        contacts[0].phones,
        strings(&["444", "888", "777", "111", "222", "333", "555", "666"])
    );
    assert_eq!(
        contacts[0].emails,
        strings(&["a@example.com", "c@example.com", "b@example.com"])
    );
}

#[test]
fn folding_escapes_and_blank_lines() {
    // LF line ends, a tab fold, a space fold inside a word, blank lines
    // between and inside cards, escapes, lower-case property names.
    let text = "\n\nBEGIN:VCARD\nVERSION:3.0\n\nFN:Jean-Baptiste\n\tde la Tour\n\
                EMAIL:jb@exam\n ple.org\nnote:Line one\\nLine two\\, with comma\\; and semicolon\\\\\n\
                ORG:Caf\\, Bar\\; Grill;Kitchen\nEND:VCARD\n\n\n\
                BEGIN:VCARD\nVERSION:3.0\nFN:Second\nEND:VCARD\n";
    let contacts = parse(text);
    assert_eq!(names(&contacts), ["Jean-Baptistede la Tour", "Second"]);
    assert_eq!(contacts[0].emails, strings(&["jb@example.org"]));
    assert_eq!(
        contacts[0].note.as_deref(),
        Some("Line one\nLine two, with comma; and semicolon\\")
    );
    assert_eq!(contacts[0].organization.as_deref(), Some("Caf, Bar; Grill"));
}

#[test]
fn names_from_n_and_fn() {
    let cases: &[(&str, Option<&str>)] = &[
        ("FN:  Padded Name  \r\nN:Other;Name;;;", Some("Padded Name")),
        ("N:Nguyen;Minh;Van;Dr.;", Some("Minh Nguyen")),
        ("FN:\r\nN:Nguyen;Minh;;;", Some("Minh Nguyen")),
        ("N:;Cher;;;", Some("Cher")),
        ("N:Madonna", Some("Madonna")),
        ("N:;;;;\r\nEMAIL:only@example.com", None),
        ("FN: \r\nTEL:+1 555 0100", None),
    ];
    for (lines, expected) in cases {
        let text = format!("BEGIN:VCARD\r\nVERSION:3.0\r\n{lines}\r\nEND:VCARD\r\n");
        assert_eq!(parse(&text)[0].name.as_deref(), *expected, "{lines}");
    }
}

#[test]
fn photos_do_not_break_parsing() {
    // A 2.1 base64 block whose lines are not indented, ended by a blank
    // line; a 3.0 ENCODING=b photo folded over lines; a data: URI photo.
    let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Photo;Polly\r\n\
                PHOTO;JPEG;ENCODING=BASE64:\r\n\
                /9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0a\r\n\
                HBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2wBDAQkJCQwLDBgNDRgyIRwhMjIy\r\n\
                \r\n\
                TEL;CELL:+1 555 0101\r\nEND:VCARD\r\n\
                BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Peter Photo\r\n\
                PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJ\r\n \
                CQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2w\r\n \
                BDAQkJCQwLDBgNDRgyIRwhMjIy\r\n\
                EMAIL:peter@example.com\r\nEND:VCARD\r\n\
                BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Data Uri\r\n\
                PHOTO:data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEAYABgAAD\r\n\
                BDAY:--1231\r\nEND:VCARD\r\n";
    let contacts = parse(text);
    assert_eq!(names(&contacts), ["Polly Photo", "Peter Photo", "Data Uri"]);
    assert_eq!(contacts[0].phones, strings(&["+1 555 0101"]));
    assert_eq!(contacts[1].emails, strings(&["peter@example.com"]));
    assert_eq!(contacts[2].birthday, date(None, 12, 31));
}

#[test]
fn legacy_encodings() {
    // Quoted-printable in UTF-8 and Latin-1, and a whole file in
    // Windows-1252 (not valid UTF-8).
    let text = "BEGIN:VCARD\r\nVERSION:2.1\r\n\
                FN;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:Fran=E7ois Ch=E2teau\r\n\
                NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Gr=C3=BC=C3=9Fe =E2=82=AC5 =\r\n\
                und mehr\r\nEND:VCARD\r\n";
    let contacts = parse(text);
    assert_eq!(names(&contacts), ["François Château"]);
    assert_eq!(contacts[0].note.as_deref(), Some("Grüße €5 und mehr"));

    let bytes = b"BEGIN:VCARD\r\nVERSION:2.1\r\nN:M\xfcller;Ren\xe9e\r\n\
                  NOTE:Likes \x93tea\x94 \x96 and \x80 coins\r\nEND:VCARD\r\n";
    let contacts = parse_vcards(bytes).unwrap_or_default();
    assert_eq!(names(&contacts), ["Renée Müller"]);
    assert_eq!(
        contacts[0].note.as_deref(),
        Some("Likes “tea” – and € coins")
    );

    let mut utf16 = vec![0xFF, 0xFE];
    for unit in "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Zoë\r\nEND:VCARD\r\n".encode_utf16() {
        utf16.extend(unit.to_le_bytes());
    }
    assert_eq!(names(&parse_vcards(&utf16).unwrap_or_default()), ["Zoë"]);

    let with_bom = "\u{feff}BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bom\r\nEND:VCARD\r\n";
    assert_eq!(names(&parse(with_bom)), ["Bom"]);
    // Files joined with `cat`, each with its BOM.
    let joined = format!("{with_bom}{with_bom}");
    assert_eq!(names(&parse(&joined)), ["Bom", "Bom"]);
}

#[test]
fn broken_cards_are_skipped() {
    let text = "garbage before the first card\r\n\
                BEGIN:VCARD\r\nVERSION:3.0\r\nFN:First Good\r\nEND:VCARD\r\n\
                BEGIN:VCARD\r\nthis line is not a property\r\n:::;;;\r\n;=;\r\nEND:VCARD\r\n\
                BEGIN:VCARD\r\nVERSION:3.0\r\nEND:VCARD\r\n\
                BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Never Ended\r\n\
                BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Second Good\r\nEMAIL:second@example.com\r\n\
                END:VCARD\r\n\
                junk between cards\r\n\
                BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Third Good\r\nBDAY:not-a-date\r\nEND:VCARD\r\n";
    let contacts = parse(text);
    assert_eq!(
        names(&contacts),
        ["First Good", "Never Ended", "Second Good", "Third Good"]
    );
    assert_eq!(contacts[2].emails, strings(&["second@example.com"]));
    assert_eq!(contacts[3].birthday, None);

    // Cards, but none with anything to import: a vCard file, no contacts.
    let empty_cards = "BEGIN:VCARD\r\nVERSION:3.0\r\nEND:VCARD\r\nBEGIN:VCARD\r\nEND:VCARD\r\n";
    assert_eq!(parse(empty_cards), Vec::new());
}

#[test]
fn many_cards_in_order() {
    let text: String = (0..1000)
        .map(|i| {
            format!(
                "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person {i}\r\nN:{i};Person;;;\r\n\
                 EMAIL;TYPE=INTERNET:person{i}@example.com\r\nEND:VCARD\r\n"
            )
        })
        .collect();
    let contacts = parse(&text);
    assert_eq!(contacts.len(), 1000);
    for (i, contact) in contacts.iter().enumerate() {
        assert_eq!(
            contact.name.as_deref(),
            Some(format!("Person {i}").as_str())
        );
        assert_eq!(contact.emails, vec![format!("person{i}@example.com")]);
    }
}

#[test]
fn cut_or_damaged_files_never_panic() {
    for file in ["google.vcf", "apple.vcf", "outlook.vcf", "v4.vcf"] {
        let bytes = fixture(file);
        for end in 0..=bytes.len() {
            let result = parse_vcards(&bytes[..end]);
            assert!(
                matches!(result, Ok(_) | Err(VcardError::NotVcard)),
                "{file} cut at {end}"
            );
        }
        // Flip bytes at a pseudo-random spread of places.
        let mut state: u32 = 0x2545_f491;
        for _ in 0..300 {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let mut damaged = bytes.clone();
            let at = (state >> 8) as usize % damaged.len();
            damaged[at] = (state >> 3) as u8;
            let _ = parse_vcards(&damaged);
        }
    }
}

/// A file cut off in the middle of a card: the cut card is marked
/// incomplete (its email stops at `half@exa`), the cards before it are whole.
#[test]
fn a_card_without_its_end_is_marked_incomplete() {
    let contacts = parse(
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Whole\r\nEMAIL:whole@example.com\r\nEND:VCARD\r\n\
         BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Runs On\r\nEMAIL:runs@example.com\r\n\
         BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Half\r\nEMAIL:half@exa",
    );
    let marks: Vec<(&str, bool)> = contacts
        .iter()
        .map(|c| (c.name.as_deref().unwrap_or_default(), c.complete))
        .collect();
    assert_eq!(
        marks,
        [("Whole", true), ("Runs On", false), ("Half", false)]
    );
    assert_eq!(contacts[2].emails, ["half@exa"]);
}

/// `CATEGORIES` names the relationship (Presently's export writes it, a
/// phone may list several); a card that names none is a friend.
#[test]
fn relationships_come_from_categories() {
    let card = |categories: &str| {
        let text = format!(
            "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nEMAIL:x@example.com\r\n{categories}END:VCARD\r\n"
        );
        parse(&text)[0].relationship
    };
    assert_eq!(card("CATEGORIES:Family\r\n"), Relationship::Family);
    assert_eq!(
        card("CATEGORIES:VIP,colleague\r\n"),
        Relationship::Colleague
    );
    assert_eq!(card("CATEGORIES:VIP\r\n"), Relationship::Friend);
    assert_eq!(card(""), Relationship::Friend);
    // What Presently writes, it reads back.
    for relationship in Relationship::ALL {
        assert_eq!(
            card(&format!("CATEGORIES:{}\r\n", relationship.label())),
            *relationship
        );
    }
}
