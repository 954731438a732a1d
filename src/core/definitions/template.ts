/**
 * A value of a definition (a flow, a screen, the shell) that may refer to what is known when it is read. A string starting with
 * "=" is a path: "=values.mobileNumber" (the form, after transforms), "=state.traceId" (what the
 * journey kept), "=answer.eventData.eventId" (the last answer's body), "=request.mobileNumber"
 * (the last body sent), "=limit.clientId" (rules/limits.json), "=session.mobileNumber" (the session's). {"$join": [...], "with": " "}
 * joins the non-empty parts; {"$if": ..., "then": ..., "else": ...} chooses; {"$equals": [a, b]} is
 * true when both are known and the same; {"$less": [a, b]} is true when both are numbers and a is
 * below b; {"$minus": [a, b]} is a less b when both are numbers (the room a payment leaves); {"$count": list} is a list's length (0 for none); {"$not": a} is true unless a is true; {"$and": [a, b]} is true when every part is true (two conditions compared with $equals are also equal when both are false); {"$present": a} is true when a is known and not empty (a profile's e-mail address); {"$in": [a, [x, y]]} is true when a is one of the values listed (a request still open); {"$rupees": paise} is the rupees a form's amount field takes ("25000.00"); {"$catalogue": name,
 * "code": ..., "otherwise": key} looks up a code's message key, otherwise's (none without it) for a code the catalogue does not list (see resolveTemplate).
 */
export type Template = unknown;
