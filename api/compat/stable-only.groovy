// japicmp's post-analysis script for the check against the last release: keeps what that release marks
// @API(status = STABLE), the type's status for a member without a status of its own, and leaves the rest (new,
// EXPERIMENTAL, INTERNAL, DEPRECATED) out of the check. It edits japicmp's list in place.
def statusOf = { annotations ->
    def api = annotations.find { it.fullyQualifiedName == 'dev.nimber.api.API' && it.oldAnnotation.isPresent() }
    def status = api?.elements?.find { it.name == 'status' }
    def values = status?.oldElementValues
    values ? values[0].valueString : null
}
def stable = { status -> status != null && status.endsWith('STABLE') }
def types = jApiClasses.iterator()
while (types.hasNext()) {
    def type = types.next()
    if (!stable(statusOf(type.annotations))) {
        types.remove()
        continue
    }
    [type.methods, type.constructors, type.fields].each { members ->
        def each = members.iterator()
        while (each.hasNext()) {
            def own = statusOf(each.next().annotations)
            if (own != null && !stable(own)) {
                each.remove()
            }
        }
    }
}
return jApiClasses
