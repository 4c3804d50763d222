//! Tokens an attacker could build from one genuine token and the public key:
//! each must be refused as invalid.

use ed25519_dalek::SigningKey;
use hmac::{KeyInit, Mac};
use serde_json::{Value, json};
use sha2::Sha256;

use crate::jws::{self, Compact, PublishedKey, b64};

/// ℓ, the order of the Ed25519 base point, little-endian.
const ELL: [u8; 32] = [
    0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10,
];

pub struct Forgery {
    pub name: String,
    /// The requirement the service breaks by accepting it.
    pub requirement: &'static str,
    pub token: String,
}

fn compact(header: &Value, payload: &Value, signature: &[u8]) -> String {
    format!(
        "{}.{}.{}",
        b64(header.to_string().as_bytes()),
        b64(payload.to_string().as_bytes()),
        b64(signature)
    )
}

fn hs256(header: &Value, payload: &Value, secret: &[u8]) -> String {
    let input = format!(
        "{}.{}",
        b64(header.to_string().as_bytes()),
        b64(payload.to_string().as_bytes())
    );
    let mut mac =
        hmac::Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes keys of any length");
    mac.update(input.as_bytes());
    format!("{input}.{}", b64(&mac.finalize().into_bytes()))
}

/// `S + ℓ`: the same signature with a non-canonical scalar.
fn non_canonical(signature: &[u8]) -> Vec<u8> {
    let mut out = signature.to_vec();
    let mut carry = 0u16;
    for (i, l) in ELL.iter().enumerate() {
        let sum = u16::from(out[32 + i]) + u16::from(*l) + carry;
        out[32 + i] = sum as u8;
        carry = sum >> 8;
    }
    out
}

fn with(base: &Value, changes: Value) -> Value {
    let mut out = base.clone();
    if let (Some(out), Some(changes)) = (out.as_object_mut(), changes.as_object()) {
        for (name, value) in changes {
            if value.is_null() {
                out.remove(name);
            } else {
                out.insert(name.clone(), value.clone());
            }
        }
    }
    out
}

/// Every forgery of `genuine` the suite tries. `attacker` is a key the
/// service never saw; `other_typ` is something else the service signed
/// (the audit head), valid in every respect but its `typ`.
pub fn forgeries(
    genuine: &Compact,
    key: &PublishedKey,
    attacker: &SigningKey,
    other_typ: Option<&str>,
) -> Vec<Forgery> {
    let header = &genuine.header;
    let payload = &genuine.payload;
    let signature = &genuine.signature;
    let mut out = Vec::new();
    let mut add = |name: String, requirement: &'static str, token: String| {
        out.push(Forgery {
            name,
            requirement,
            token,
        })
    };
    let escalated = with(payload, json!({"scopes": ["*"], "maxUses": 1_000_000}));

    add(
        "signed by another key".into(),
        "AUTH-TOKEN-5",
        jws::sign(header, payload, attacker),
    );
    add(
        "escalated and signed by another key".into(),
        "AUTH-TOKEN-5",
        jws::sign(header, &escalated, attacker),
    );
    add(
        "payload escalated, signature kept".into(),
        "AUTH-TOKEN-5",
        compact(header, &escalated, signature),
    );
    let more_uses = with(
        payload,
        json!({"maxUses": payload["maxUses"].as_u64().unwrap_or(1) + 1}),
    );
    add(
        "maxUses raised, signature kept".into(),
        "AUTH-TOKEN-5",
        compact(header, &more_uses, signature),
    );
    for (byte, bit) in [(0usize, 0u8), (31, 7), (32, 0), (63, 7)] {
        let mut flipped = signature.clone();
        if let Some(b) = flipped.get_mut(byte) {
            *b ^= 1 << bit;
        }
        add(
            format!("signature bit {bit} of byte {byte} flipped"),
            "AUTH-TOKEN-5",
            compact(header, payload, &flipped),
        );
    }
    add(
        "63-byte signature".into(),
        "AUTH-TOKEN-5",
        compact(
            header,
            payload,
            &signature[..signature.len().saturating_sub(1)],
        ),
    );
    let mut longer = signature.clone();
    longer.push(0);
    add(
        "65-byte signature".into(),
        "AUTH-TOKEN-5",
        compact(header, payload, &longer),
    );
    if signature.len() == 64 {
        add(
            "non-canonical S (S + ℓ)".into(),
            "AUTH-TOKEN-5",
            compact(header, payload, &non_canonical(signature)),
        );
    }
    add(
        "empty signature".into(),
        "AUTH-TOKEN-5",
        compact(header, payload, &[]),
    );

    for alg in ["none", "None", "NONE", "nOnE"] {
        let none = with(header, json!({"alg": alg}));
        add(
            format!("alg {alg:?}, no signature"),
            "AUTH-TOKEN-3",
            compact(&none, &escalated, &[]),
        );
        add(
            format!("alg {alg:?}, signature kept"),
            "AUTH-TOKEN-10",
            compact(&none, payload, signature),
        );
    }
    let hs = with(header, json!({"alg": "HS256"}));
    let raw_x = jws::unb64(&key.x).unwrap_or_default();
    add(
        "HS256 keyed with the public key bytes".into(),
        "AUTH-TOKEN-3",
        hs256(&hs, &escalated, &raw_x),
    );
    add(
        "HS256 keyed with the base64url public key".into(),
        "AUTH-TOKEN-3",
        hs256(&hs, &escalated, key.x.as_bytes()),
    );
    let jwk_text = json!({"crv": "Ed25519", "kty": "OKP", "x": key.x}).to_string();
    add(
        "HS256 keyed with the public JWK".into(),
        "AUTH-TOKEN-3",
        hs256(&hs, &escalated, jwk_text.as_bytes()),
    );
    for alg in ["RS256", "ES256", "EdDSA"] {
        let other = with(header, json!({"alg": alg}));
        add(
            format!("alg {alg:?}, signature kept"),
            "AUTH-TOKEN-10",
            compact(&other, payload, signature),
        );
        add(
            format!("alg {alg:?}, signed by another key"),
            "AUTH-TOKEN-5",
            jws::sign(&other, payload, attacker),
        );
    }

    let attacker_jwk = jws::public_jwk(attacker);
    let attacker_kid = attacker_jwk["kid"].clone();
    let unknown = with(header, json!({"kid": attacker_kid}));
    add(
        "unknown kid, signed by that key".into(),
        "AUTH-TOKEN-5",
        jws::sign(&unknown, payload, attacker),
    );
    let kidless = with(header, json!({"kid": null}));
    add(
        "no kid, signed by another key".into(),
        "AUTH-TOKEN-5",
        jws::sign(&kidless, payload, attacker),
    );
    add(
        "no kid, signature kept".into(),
        "AUTH-TOKEN-4",
        compact(&kidless, payload, signature),
    );
    let embedded = with(header, json!({"kid": attacker_kid, "jwk": attacker_jwk}));
    add(
        "embedded jwk of the signing key".into(),
        "AUTH-TOKEN-5",
        jws::sign(&embedded, &escalated, attacker),
    );
    let embedded_kid = with(header, json!({"jwk": attacker_jwk}));
    add(
        "embedded jwk under the published kid".into(),
        "AUTH-TOKEN-5",
        jws::sign(&embedded_kid, &escalated, attacker),
    );
    for (member, value) in [
        ("jku", json!("http://127.0.0.1:9/jwks.json")),
        ("x5u", json!("http://127.0.0.1:9/cert.pem")),
        ("x5c", json!(["MIIB"])),
    ] {
        let pointed = with(header, json!({"kid": attacker_kid, member: value}));
        add(
            format!("`{member}` header pointing at another key"),
            "AUTH-TOKEN-5",
            jws::sign(&pointed, &escalated, attacker),
        );
    }
    let crit = with(header, json!({"crit": ["exp"]}));
    add(
        "`crit` header, signature kept".into(),
        "AUTH-TOKEN-4",
        compact(&crit, payload, signature),
    );
    let typ = with(header, json!({"typ": "at+jwt"}));
    add(
        "typ at+jwt, signature kept".into(),
        "AUTH-TOKEN-7",
        compact(&typ, payload, signature),
    );
    if let Some(other) = other_typ {
        add(
            "the signed audit head (typ touchstone-audit-head)".into(),
            "AUTH-TOKEN-7",
            other.to_owned(),
        );
    }
    for garbage in [
        "",
        "a.b",
        "a.b.c.d",
        "..",
        "not a token",
        "eyJhbGciOiJFZDI1NTE5In0.%%%.AAAA",
    ] {
        add(
            format!("malformed {garbage:?}"),
            "AUTH-TOKEN-5",
            garbage.to_owned(),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use ed25519_dalek::Signature;

    use super::*;

    fn setup() -> (Compact, PublishedKey, SigningKey) {
        let service = SigningKey::from_bytes(&[1; 32]);
        let jwk = jws::public_jwk(&service);
        let key = PublishedKey {
            kid: jwk["kid"].as_str().unwrap().to_owned(),
            x: jwk["x"].as_str().unwrap().to_owned(),
            key: service.verifying_key(),
        };
        let header = json!({"alg": "Ed25519", "typ": "JWT", "kid": key.kid});
        let token = jws::sign(
            &header,
            &json!({"jti": "tok_1", "scopes": ["a:b"], "maxUses": 3}),
            &service,
        );
        (
            jws::verify(&token, &key, "JWT").unwrap(),
            key,
            SigningKey::from_bytes(&[2; 32]),
        )
    }

    /// The harness's own verifier refuses every forgery, so each one tests
    /// what it claims to and not a typo.
    #[test]
    fn every_forgery_fails_offline_verification() {
        let (genuine, key, attacker) = setup();
        let forgeries = forgeries(&genuine, &key, &attacker, None);
        assert!(forgeries.len() > 30);
        for forgery in forgeries {
            assert!(
                jws::verify(&forgery.token, &key, "JWT").is_err(),
                "{} verified",
                forgery.name
            );
        }
    }

    #[test]
    fn non_canonical_signature_is_refused() {
        let (genuine, key, _) = setup();
        let bytes: [u8; 64] = non_canonical(&genuine.signature).try_into().unwrap();
        let signature = Signature::from_bytes(&bytes);
        assert!(
            key.key
                .verify_strict(genuine.signing_input.as_bytes(), &signature)
                .is_err()
        );
        assert_ne!(bytes.to_vec(), genuine.signature);
    }
}
