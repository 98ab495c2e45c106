// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QString>

namespace fw::app {

// `object`, named `name`: tests find a page's widgets by their object names (findChild), not through accessors.
template <class T> T* named(T* object, const char* name)
{
    object->setObjectName(QString::fromLatin1(name));
    return object;
}

} // namespace fw::app
