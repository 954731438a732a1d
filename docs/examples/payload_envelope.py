#!/usr/bin/env python3
"""The payload envelope of openapi/wallet.yaml, written from the contract alone (docs/payload-envelope.md).

Needs the `cryptography` package (Debian: python3-cryptography). Run against a sandbox:

    python3 docs/examples/payload_envelope.py http://localhost:8080 919876543210 'the password'

It reads the key from GET /api/portal/config, logs in with the body sealed, and prints the answer
it opened.
"""
import base64
import json
import os
import sys
import urllib.error
import urllib.request

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

HEADER = "X-Payload-Encryption"
ALGORITHM = "A256GCM"


def b64url_decode(text: str) -> bytes:
    """Unpadded base64url, as the contract writes the key and the data."""
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def b64url_encode(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def seal(key: bytes, body: object) -> dict:
    """{"data": base64url(IV(12) || ciphertext || tag(16))}: AES-256-GCM, a fresh IV, no AAD."""
    iv = os.urandom(12)
    sealed = AESGCM(key).encrypt(iv, json.dumps(body).encode("utf-8"), None)  # ciphertext || tag
    return {"data": b64url_encode(iv + sealed)}


def open_envelope(key: bytes, envelope: dict) -> object:
    """The JSON inside an envelope; raises InvalidTag when it was altered or sealed with another key."""
    raw = b64url_decode(envelope["data"])
    return json.loads(AESGCM(key).decrypt(raw[:12], raw[12:], None).decode("utf-8"))


def call(origin: str, path: str, key: bytes, body: object) -> tuple[int, object]:
    """POST a sealed body; the answer, refusals included, comes back sealed and is opened."""
    request = urllib.request.Request(
        origin + path,
        data=json.dumps(seal(key, body)).encode("utf-8"),
        headers={"Content-Type": "application/json", HEADER: ALGORITHM, "Accept-Language": "en"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request) as answer:
            return answer.status, open_envelope(key, json.load(answer))
    except urllib.error.HTTPError as refused:
        return refused.code, open_envelope(key, json.load(refused))


def main() -> None:
    origin, mobile_number, password = sys.argv[1:4]
    with urllib.request.urlopen(origin + "/api/portal/config") as answer:
        key = b64url_decode(json.load(answer)["payloadEncryption"]["key"])
    status, body = call(origin, "/api/mobile-password-validation", key, {"mobileNumber": mobile_number, "password": password})
    print(json.dumps({"status": status, "body": body}))


if __name__ == "__main__":
    main()
